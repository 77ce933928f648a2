import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { enManagement } from '../../../../shared/i18n/en/management';
import { trManagement } from '../../../../shared/i18n/tr/management';

export const MANAGEMENT_NS = 'management';

// The management texts travel with the management screens' chunk (both languages: a few KB),
// registered when the chunk loads, before any of its components renders.
i18next.addResourceBundle('tr', MANAGEMENT_NS, trManagement, true, false);
i18next.addResourceBundle('en', MANAGEMENT_NS, enManagement, true, false);

/** `t` of the management texts (`settings.*`, `flags.*`, `integrators.*`, …). */
export function useManagementTranslation() {
  return useTranslation(MANAGEMENT_NS);
}
