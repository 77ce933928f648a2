import { Button, Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReportCatalogue } from '../../../../shared/reports/report-catalogue';

type TProps = { catalogue: TReportCatalogue; onEdit: (id: string) => void };

/** Report definitions for administrators: name, code, group, priority, file name (spec §3). */
export function ReportDefinitionsTable({ catalogue, onEdit }: TProps) {
  const { t } = useTranslation();
  const f = (key: 'name' | 'code' | 'reportGroupId' | 'priority' | 'fileName') =>
    t(`reports.reportFields.${key}`);
  return (
    <Table striped highlightOnHover aria-label={t('reports.manage.definitions')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{f('name')}</Table.Th>
          <Table.Th>{f('code')}</Table.Th>
          <Table.Th>{f('reportGroupId')}</Table.Th>
          <Table.Th>{f('priority')}</Table.Th>
          <Table.Th>{f('fileName')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {catalogue.groups.flatMap((g) =>
          g.reports.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>
                <Code>{r.code}</Code>
              </Table.Td>
              <Table.Td>{g.name}</Table.Td>
              <Table.Td>{r.priority}</Table.Td>
              <Table.Td>{r.fileName}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => onEdit(r.id)}>
                  {t('reports.manage.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          )),
        )}
      </Table.Tbody>
    </Table>
  );
}
