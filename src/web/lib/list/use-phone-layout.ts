import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint (48em) a list shows its rows as cards: a table row does not fit. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
}
