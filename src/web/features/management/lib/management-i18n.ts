import { useTranslation } from 'react-i18next';

/**
 * `t` of the management texts (`settings.*`, `flags.*`, `integrators.*`, …): the map's
 * `management` subtree, which loads with the management screens (their lazyPage names the
 * `management` text area).
 */
export function useManagementTranslation() {
  return useTranslation('translation', { keyPrefix: 'management' });
}
