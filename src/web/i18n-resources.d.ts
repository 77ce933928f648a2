import type { tr } from '../shared/i18n/tr';
import type { trManagement } from '../shared/i18n/tr/management';

// Makes `t()` accept only keys that exist in the Turkish reference maps: the first-load map, and
// the namespaces a screen's chunk brings with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof tr; management: typeof trManagement };
  }
}
