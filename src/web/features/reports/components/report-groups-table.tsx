import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReportGroup } from '../../../../shared/reports/report-catalogue';

type TProps = {
  groups: readonly TReportGroup[];
  pending: boolean;
  onEdit: (id: string) => void;
  onToggle: (group: TReportGroup) => void;
};

/** Report groups for administrators: name, priority, active flag (spec §3, §4). */
export function ReportGroupsTable({ groups, pending, onEdit, onToggle }: TProps) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover aria-label={t('reports.manage.groups')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reports.groupFields.name')}</Table.Th>
          <Table.Th>{t('reports.groupFields.priority')}</Table.Th>
          <Table.Th>{t('reports.groupFields.isActive')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((g) => (
          <Table.Tr key={g.id}>
            <Table.Td>{g.name}</Table.Td>
            <Table.Td>{g.priority}</Table.Td>
            <Table.Td>
              <Badge color={g.isActive ? 'teal' : 'gray'}>
                {g.isActive ? t('reports.groupFields.isActive') : t('reports.inactive')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={() => onEdit(g.id)}>
                  {t('reports.manage.edit')}
                </Button>
                <Button size="xs" variant="light" disabled={pending} onClick={() => onToggle(g)}>
                  {g.isActive ? t('reports.manage.deactivate') : t('reports.manage.activate')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
