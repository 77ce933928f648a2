import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';

type TTenantToolbarProps = {
  q: string;
  onSearch: (q: string) => void;
  selectedCount: number;
  busy: boolean;
  onActivation: (isActive: boolean) => void;
};

/** The search box and the bulk activation of the selected rows (spec §4). */
export function TenantToolbar({
  q,
  onSearch,
  selectedCount,
  busy,
  onActivation,
}: TTenantToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="md">
      <SearchBox
        q={q}
        label={t('tenants.searchPlaceholder')}
        onSearch={onSearch}
        testId="tenants-search"
      />
      {selectedCount > 0 ? (
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            {t('tenants.selected', { count: selectedCount })}
          </Text>
          <Button size="xs" variant="light" loading={busy} onClick={() => onActivation(true)}>
            {t('tenants.actions.activate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            loading={busy}
            onClick={() => onActivation(false)}
          >
            {t('tenants.actions.deactivate')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
