import { useTranslation } from 'react-i18next';

/**
 * `t` of the sign-up texts (`register.*`, `plans.*`, `card.*`, …): the map's `registration`
 * subtree, which loads with the sign-up screens (their lazyPage names the `registration` area).
 */
export function useRegistrationTranslation() {
  return useTranslation('translation', { keyPrefix: 'registration' });
}
