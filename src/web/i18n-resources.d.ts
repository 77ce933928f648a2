import type { tr } from '../shared/i18n/tr';

// Makes `t()` accept only keys that exist in the Turkish reference map.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof tr };
  }
}
