import type { TTranslations } from '../types';

export const enGlobalSearch: Pick<TTranslations, 'globalSearch'> = {
  globalSearch: {
    results: 'Search results',
    empty: 'No results found',
    type: { business: 'Business', store: 'Store', device: 'Device', transaction: 'Transaction' },
    inStore: '{{store}} · {{tenant}}',
    transaction: '{{date}} · {{amount}} · {{store}}',
    more: {
      documents: 'See all results in the document list',
      narrow: 'There are more results; narrow the search.',
    },
    scope: {
      all: 'Searched in every business',
      tenant: 'Searched in {{tenant}}',
      store: 'Searched only in {{store}}',
      wholeTenant: 'Search the whole business',
    },
  },
};
