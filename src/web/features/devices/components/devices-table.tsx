import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDevice } from '../../../../shared/device/device';
import type { TSortEntry } from '../../../lib/list/list-query';
import { ListCards } from '../../../lib/list/list-cards';
import { SortHeader } from '../../../lib/list/sort-header';
import { usePhoneLayout } from '../../../lib/list/use-phone-layout';

type TDevicesTableProps = {
  rows: TDevice[];
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onEdit: (id: string) => void;
  onToggle: (device: TDevice) => void;
};

export function DevicesTable(props: TDevicesTableProps) {
  const { rows, sort, onSort, selected, onSelect, onEdit, onToggle } = props;
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggleRow = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  // A row's name: the serial number alone says nothing to a screen reader on a phone.
  const select = (d: TDevice) => (
    <Checkbox
      aria-label={`${t('devices.actions.selectRow')}: ${d.serialNumber}`}
      checked={selected.has(d.id)}
      onChange={() => toggleRow(d.id)}
    />
  );
  const status = (d: TDevice) => (
    <Badge color={d.isActive ? 'teal' : 'gray'} variant="light">
      {d.isActive ? t('devices.status.active') : t('devices.status.passive')}
    </Badge>
  );
  const buttons = (d: TDevice) => (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={() => onEdit(d.id)}>
        {t('devices.actions.edit')}
      </Button>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onToggle(d)}>
        {d.isActive ? t('devices.actions.deactivate') : t('devices.actions.activate')}
      </Button>
    </Group>
  );
  if (phone) {
    return (
      <ListCards
        rows={rows}
        rowKey={(d) => d.id}
        title={(d) => d.serialNumber}
        fields={[
          {
            key: 'description',
            label: t('devices.fields.description'),
            value: (d) => d.description,
          },
          { key: 'model', label: t('devices.fields.model'), value: (d) => d.model },
          { key: 'isActive', label: t('devices.fields.isActive'), value: status },
        ]}
        actions={(d) => (
          <Group gap={4} wrap="nowrap">
            {select(d)}
            {buttons(d)}
          </Group>
        )}
        onOpen={(d) => onEdit(d.id)}
        rowAttributes={(d) => ({ 'data-serial': d.serialNumber })}
        label={t('menu.devices')}
        testId="devices-cards"
      />
    );
  }
  const header = (field: string, label: string) => (
    <SortHeader field={field} sort={sort} onSort={onSort}>
      {label}
    </SortHeader>
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="devices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('devices.actions.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && rows.some((r) => selected.has(r.id))}
                onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
              />
            </Table.Th>
            {header('serialNumber', t('devices.fields.serialNumber'))}
            {header('description', t('devices.fields.description'))}
            <Table.Th>{t('devices.fields.hardwareBrandId')}</Table.Th>
            <Table.Th>{t('devices.fields.softwareBrandId')}</Table.Th>
            {header('model', t('devices.fields.model'))}
            {header('deviceKind', t('devices.fields.deviceKind'))}
            {header('posVersion', t('devices.fields.posVersion'))}
            {header('isActive', t('devices.fields.isActive'))}
            <Table.Th>{t('devices.actions.menu')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id} data-serial={d.serialNumber}>
              <Table.Td>{select(d)}</Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {d.serialNumber}
                </Text>
              </Table.Td>
              <Table.Td>{d.description}</Table.Td>
              <Table.Td>{d.hardwareBrandName ?? d.brand}</Table.Td>
              <Table.Td>{d.softwareBrandName}</Table.Td>
              <Table.Td>{d.model}</Table.Td>
              <Table.Td>{d.deviceKind}</Table.Td>
              <Table.Td>{d.posVersion}</Table.Td>
              <Table.Td>{status(d)}</Table.Td>
              <Table.Td>{buttons(d)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
