import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStoreSummary } from '../../../../shared/store/store';
import type { TSortEntry } from '../../../lib/list/list-query';
import { ListCards } from '../../../lib/list/list-cards';
import { SortHeader } from '../../../lib/list/sort-header';
import { usePhoneLayout } from '../../../lib/list/use-phone-layout';

type TStoresTableProps = {
  rows: TStoreSummary[];
  selected: Set<string>;
  setSelected: (ids: Set<string>) => void;
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  onEdit: (id: string) => void;
  onDelete: (row: TStoreSummary) => void;
};

type TSortable = 'name' | 'cityName' | 'taxNo' | 'isActive';

export function StoresTable(props: TStoresTableProps) {
  const { t } = useTranslation();
  const { rows, selected, setSelected } = props;
  const phone = usePhoneLayout();
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const select = (row: TStoreSummary) => (
    <Checkbox
      aria-label={`${t('stores.list.selectRow')}: ${row.name}`}
      checked={selected.has(row.id)}
      onChange={(e) => toggle(row.id, e.currentTarget.checked)}
    />
  );
  if (phone) {
    return (
      <ListCards
        rows={rows}
        rowKey={(row) => row.id}
        title={(row) => row.name}
        fields={[
          { key: 'taxNo', label: t('stores.fields.taxNo'), value: (row) => row.taxNo },
          { key: 'cityName', label: t('stores.fields.cityName'), value: (row) => row.cityName },
          {
            key: 'isActive',
            label: t('stores.fields.isActive'),
            value: (row) => <StoreStatus row={row} />,
          },
        ]}
        actions={(row) => (
          <Group gap={4} wrap="nowrap">
            {select(row)}
            <StoreRowButtons row={row} onEdit={props.onEdit} onDelete={props.onDelete} />
          </Group>
        )}
        onOpen={(row) => props.onEdit(row.id)}
        rowAttributes={() => ({ 'data-testid': 'store-row' })}
        label={t('menu.stores')}
        testId="stores-cards"
      />
    );
  }
  const header = (field: TSortable) => (
    <SortHeader key={field} field={field} sort={props.sort} onSort={props.onSort}>
      {t(`stores.fields.${field}`)}
    </SortHeader>
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="stores-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t('stores.list.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && rows.some((r) => selected.has(r.id))}
                onChange={(e) =>
                  setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.id)) : new Set())
                }
              />
            </Table.Th>
            {header('name')}
            {header('taxNo')}
            <Table.Th>{t('stores.fields.taxOffice')}</Table.Th>
            {header('cityName')}
            <Table.Th>{t('stores.fields.integrationId')}</Table.Th>
            {header('isActive')}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="store-row">
              <Table.Td>{select(row)}</Table.Td>
              <Table.Td fw={500}>{row.name}</Table.Td>
              <Table.Td>{row.taxNo}</Table.Td>
              <Table.Td>{row.taxOffice}</Table.Td>
              <Table.Td>{row.cityName}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {row.integrationId}
                </Text>
              </Table.Td>
              <Table.Td>
                <StoreStatus row={row} />
              </Table.Td>
              <Table.Td>
                <StoreRowButtons row={row} onEdit={props.onEdit} onDelete={props.onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StoreStatus({ row }: { row: TStoreSummary }) {
  const { t } = useTranslation();
  return (
    <Badge color={row.isActive ? 'teal' : 'gray'} variant="light" data-testid="store-status">
      {t(row.isActive ? 'stores.list.active' : 'stores.list.passive')}
    </Badge>
  );
}

type TStoreRowButtonsProps = Pick<TStoresTableProps, 'onEdit' | 'onDelete'> & {
  row: TStoreSummary;
};

function StoreRowButtons({ row, onEdit, onDelete }: TStoreRowButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={() => onEdit(row.id)}>
        {t('stores.list.edit')}
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
        {t('stores.list.delete')}
      </Button>
    </Group>
  );
}
