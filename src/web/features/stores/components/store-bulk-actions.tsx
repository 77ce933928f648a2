import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStoreSummary } from '../../../../shared/store/store';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSetStoreActivation } from '../api/set-store-activation';

type TProps = { rows: TStoreSummary[]; selected: Set<string>; onDone: () => void };

/** Spec §4: stores are activated and deactivated in bulk. */
export function StoreBulkActions({ rows, selected, onDone }: TProps) {
  const { t } = useTranslation();
  const activation = useSetStoreActivation();
  const ids = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  if (ids.length === 0) return null;
  const run = (status: boolean) =>
    activation.mutate(
      { storeList: ids.map((storeId) => ({ storeId, status })) },
      {
        onSuccess: () => {
          showSuccessToast({
            message: t(status ? 'stores.list.activated' : 'stores.list.deactivated'),
          });
          onDone();
        },
        onError: (err) => showErrorToast({ message: errorMessage(err, t) }),
      },
    );
  return (
    <Group gap="xs">
      <Text fz="sm" c="dimmed">
        {t('stores.list.selected', { count: ids.length })}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={activation.isPending}
        onClick={() => run(true)}
        data-testid="stores-activate"
      >
        {t('stores.list.activate')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        loading={activation.isPending}
        onClick={() => run(false)}
        data-testid="stores-deactivate"
      >
        {t('stores.list.deactivate')}
      </Button>
    </Group>
  );
}
