import { Box, LoadingOverlay } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADER_DELAY_MS } from '../timings';

type TListFetchingProps = {
  /** The rows shown are the last page's (react-query placeholder) while the next one loads. */
  loading: boolean;
  children: ReactNode;
};

/**
 * Veils the last page's rows while the requested one loads, after spec §9's 100 ms so a quick
 * answer never flashes; the rows stay in place so the page does not jump.
 */
export function ListFetching({ loading, children }: TListFetchingProps) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" aria-busy={loading}>
      {children}
      <LoadingOverlay
        visible={loading}
        zIndex={3}
        transitionProps={{ duration: 0, enterDelay: LOADER_DELAY_MS }}
        overlayProps={{ backgroundOpacity: 0.6 }}
        role="status"
        aria-label={t('common.loading')}
        data-testid="list-loading"
      />
    </Box>
  );
}
