import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';

type TStatus = 'all' | 'active' | 'passive';

type TDevicesToolbarProps = {
  q: string;
  onSearch: (q: string) => void;
  status: TStatus;
  onStatus: (status: TStatus) => void;
  selectedCount: number;
  onBulk: (isActive: boolean) => void;
  bulkPending: boolean;
};

/** Search (spec §9: 700 ms, from 2 characters), status filter and the bulk activation actions. */
export function DevicesToolbar(props: TDevicesToolbarProps) {
  const { q, onSearch, status, onStatus, selectedCount, onBulk, bulkPending } = props;
  const { t } = useTranslation();
  const [input, setInput] = useState(q);
  const searchText = useDebouncedSearch(input);
  useEffect(() => {
    if (searchText !== q) onSearch(searchText);
  }, [searchText, q, onSearch]);
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Group gap="sm">
        <TextInput
          w={320}
          leftSection={<IconSearch size={16} />}
          placeholder={t('devices.searchPlaceholder')}
          aria-label={t('devices.searchPlaceholder')}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
        />
        <SegmentedControl
          data-testid="device-status-filter"
          value={status}
          onChange={(v) => onStatus(v as TStatus)}
          data={[
            { value: 'all', label: t('devices.status.all') },
            { value: 'active', label: t('devices.status.active') },
            { value: 'passive', label: t('devices.status.passive') },
          ]}
        />
      </Group>
      {selectedCount > 0 ? (
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            {t('devices.selected', { count: selectedCount })}
          </Text>
          <Button size="xs" variant="light" loading={bulkPending} onClick={() => onBulk(true)}>
            {t('devices.actions.activateSelected')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            loading={bulkPending}
            onClick={() => onBulk(false)}
          >
            {t('devices.actions.deactivateSelected')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
