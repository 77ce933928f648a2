import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTenant } from '../../../../shared/tenant/tenant';
import type { TSortEntry } from '../../../lib/list/list-query';
import { SortHeader } from '../../../lib/list/sort-header';
import { useFormat } from '../../../lib/use-format';

type TTenantsTableProps = {
  rows: readonly TTenant[];
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  renderMenu: (tenant: TTenant) => React.ReactNode;
};

export function TenantsTable(props: TTenantsTableProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { rows, sort, onSort, selectable, selected } = props;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('menu.tenants')}>
        <Table.Thead>
          <Table.Tr>
            {selectable ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('tenants.actions.selectAll')}
                  checked={allSelected}
                  onChange={(e) =>
                    props.onSelect(
                      rows.map((row) => row.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            ) : null}
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('tenants.columns.name')}
            </SortHeader>
            <SortHeader field="city" sort={sort} onSort={onSort}>
              {t('tenants.columns.city')}
            </SortHeader>
            <Table.Th>{t('tenants.columns.owner')}</Table.Th>
            <Table.Th>{t('tenants.columns.phoneNumber')}</Table.Th>
            <SortHeader field="isActive" sort={sort} onSort={onSort}>
              {t('tenants.columns.status')}
            </SortHeader>
            <SortHeader field="generatedOn" sort={sort} onSort={onSort}>
              {t('tenants.columns.generatedOn')}
            </SortHeader>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="tenant-row">
              {selectable ? (
                <Table.Td>
                  <Checkbox
                    aria-label={`${t('tenants.actions.selectRow')} ${row.name}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => props.onSelect([row.id], e.currentTarget.checked)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td fw={600}>{row.name}</Table.Td>
              <Table.Td>{row.city ?? '—'}</Table.Td>
              <Table.Td>
                <Text fz="sm">
                  {[row.accountOwnerFirstName, row.accountOwnerLastName]
                    .filter(Boolean)
                    .join(' ') || '—'}
                </Text>
                <Text fz="xs" c="dimmed">
                  {row.accountOwnerEmail ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>{row.phoneNumber ?? '—'}</Table.Td>
              <Table.Td>
                <Badge
                  color={row.isActive ? 'teal' : 'gray'}
                  variant="light"
                  data-testid="tenant-status"
                >
                  {t(row.isActive ? 'tenants.status.active' : 'tenants.status.passive')}
                </Badge>
              </Table.Td>
              <Table.Td>{fmt.date(row.generatedOn)}</Table.Td>
              <Table.Td>{props.renderMenu(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('tenants.empty')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
