import { ActionIcon, Button, Checkbox, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOC_TYPES, DocType, ZDocType } from '../../../../shared/domain/enums';
import type { TSeriesFormValues } from '../lib/store-form-values';
import { docTypeLabelKey } from '../lib/doc-type-label';

type TProps = {
  series: TSeriesFormValues[];
  setSeries: (series: TSeriesFormValues[]) => void;
  error: (key: string) => string | undefined;
};

/** Invoice number series of the store: 3-character prefix per document type (GİB numbering). */
export function SeriesTable({ series, setSeries, error }: TProps) {
  const { t } = useTranslation();
  const patch = (i: number, p: Partial<TSeriesFormValues>) =>
    setSeries(series.map((s, j) => (i === j ? { ...s, ...p } : s)));
  // The table's headers are not the cells' labels: each field names its column and its row.
  const label = (field: 'docType' | 'prefix' | 'active', i: number) =>
    t('stores.series.fieldOfRow', { field: t(`stores.series.${field}`), row: i + 1 });
  return (
    <>
      {series.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('stores.series.empty')}
        </Text>
      ) : (
        <Table verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stores.series.docType')}</Table.Th>
              <Table.Th>{t('stores.series.prefix')}</Table.Th>
              <Table.Th>{t('stores.series.active')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.map((s, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Select
                    size="xs"
                    data={DOC_TYPES.map((d) => ({
                      value: String(d),
                      label: t(docTypeLabelKey(d)),
                    }))}
                    value={String(s.docType)}
                    aria-label={label('docType', i)}
                    allowDeselect={false}
                    onChange={(v) => patch(i, { docType: ZDocType.parse(Number(v)) })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    w={70}
                    maxLength={3}
                    value={s.prefix}
                    aria-label={label('prefix', i)}
                    error={error(`series.${i}.prefix`)}
                    onChange={(e) => patch(i, { prefix: e.currentTarget.value.toUpperCase() })}
                    data-testid={`series-${i}-prefix`}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    checked={s.isActive}
                    aria-label={label('active', i)}
                    onChange={(e) => patch(i, { isActive: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('stores.series.remove')}
                    onClick={() => setSeries(series.filter((_, j) => j !== i))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button
        size="compact-sm"
        variant="light"
        onClick={() =>
          setSeries([...series, { docType: DocType.eArsiv, prefix: '', isActive: true }])
        }
      >
        {t('stores.series.add')}
      </Button>
    </>
  );
}
