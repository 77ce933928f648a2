import { Button, Group, Switch, Table, Text } from '@mantine/core';
import {
  FLAG_WILDCARD,
  type TFeatureFlagRow,
} from '../../../../shared/feature-flags/feature-flag-admin';
import { useManagementTranslation } from '../lib/management-i18n';

type TFeatureFlagsTableProps = {
  rows: readonly TFeatureFlagRow[];
  onToggle: (flag: TFeatureFlagRow) => void;
  onEdit: (flag: TFeatureFlagRow) => void;
  onDelete: (flag: TFeatureFlagRow) => void;
};

export function FeatureFlagsTable({ rows, onToggle, onEdit, onDelete }: TFeatureFlagsTableProps) {
  const { t } = useManagementTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('flags.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flags.fields.name')}</Table.Th>
            <Table.Th>{t('flags.fields.environmentScope')}</Table.Th>
            <Table.Th>{t('flags.fields.tenant')}</Table.Th>
            <Table.Th>{t('flags.fields.isActive')}</Table.Th>
            <Table.Th>{t('flags.fields.description')}</Table.Th>
            <Table.Th w={170} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((flag) => (
            <Table.Tr key={flag.id} data-testid="feature-flag-row" data-flag={flag.name}>
              <Table.Td fw={600}>{flag.name}</Table.Td>
              <Table.Td>
                {flag.environmentScope === FLAG_WILDCARD
                  ? t('flags.allEnvironments')
                  : flag.environmentScope}
              </Table.Td>
              <Table.Td>{flag.tenantName ?? t('flags.allTenants')}</Table.Td>
              <Table.Td>
                <Switch
                  checked={flag.isActive}
                  aria-label={t('flags.toggle', { name: flag.name })}
                  onChange={() => onToggle(flag)}
                />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {flag.description ?? t('common.none')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end">
                  <Button size="xs" variant="subtle" onClick={() => onEdit(flag)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(flag)}>
                    {t('common.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('flags.empty')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
