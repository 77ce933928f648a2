import { useLocalStorage } from '@mantine/hooks';

/**
 * The columns a user hid in one list, kept in this browser's storage under the user's id (the
 * server's ui-state holds the side menu only). Hidden keys are kept, not shown ones, so a column
 * added later shows until the user hides it.
 */
export function useHiddenColumns(list: string, userId: string | undefined) {
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: `posbelge:list-columns:${list}:${userId ?? 'anonymous'}`,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  return { hidden, setHidden };
}
