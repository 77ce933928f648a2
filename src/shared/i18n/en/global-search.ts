import type { TTranslations } from '../types';

export const enGlobalSearch: Pick<TTranslations, 'globalSearch'> = {
  globalSearch: {
    results: 'Search results',
    empty: 'No results found',
    type: { business: 'Business', store: 'Store', device: 'Device', transaction: 'Transaction' },
    inStore: '{{store}} · {{tenant}}',
    transaction: '{{date}} · {{amount}} · {{store}}',
  },
};
