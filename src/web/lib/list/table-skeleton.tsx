import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '../use-delayed-flag';

type TTableSkeletonProps = { rows?: number };

/**
 * Placeholder rows while a list loads, shown only after spec §9's 100 ms delay so a quick answer
 * never flashes; it keeps the table's height so the page does not jump when the rows arrive.
 */
export function TableSkeleton({ rows = 10 }: TTableSkeletonProps) {
  const { t } = useTranslation();
  const shown = useDelayedFlag();
  return (
    <Stack
      gap={8}
      py="xs"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="table-skeleton"
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={36} radius="sm" visible={shown} />
      ))}
    </Stack>
  );
}
