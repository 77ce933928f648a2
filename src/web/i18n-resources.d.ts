import type { tr } from '../shared/i18n/tr';

// Makes `t()` accept only keys that exist in the Turkish reference map: the whole map, as the
// first load and the areas' texts together make it (app/i18n-areas.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof tr };
  }
}
