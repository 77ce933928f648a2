import type { tr } from '../shared/i18n/tr';
import type { trManagement } from '../shared/i18n/tr/management';
import type { trRegistration } from '../shared/i18n/tr/registration';

// Makes `t()` accept only keys that exist in the Turkish reference maps: the first-load map
// (`translation`) and the namespaces screens load with their chunk.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof tr;
      management: typeof trManagement;
      registration: typeof trRegistration;
    };
  }
}
