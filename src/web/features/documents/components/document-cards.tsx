import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { ListCards, type TCardField } from '../../../lib/list/list-cards';
import { DocumentRowMenu } from '../row-actions/document-row-menu';
import type { TDocumentColumn } from './document-columns';

/** On a phone a document shows these, under its number; the rest is in its dialogs. */
const CARD_FIELDS = ['invoiceDate', 'storeName', 'totalPayAmount', 'status', 'gibStatus'];

type TDocumentCardsProps = { rows: TDocumentRow[]; columns: TDocumentColumn[] };

export function DocumentCards({ rows, columns }: TDocumentCardsProps) {
  const { t } = useTranslation();
  const fields: TCardField<TDocumentRow>[] = CARD_FIELDS.flatMap((key) => {
    const column = columns.find((c) => c.key === key);
    return column ? [{ key, label: column.label, value: column.cell }] : [];
  });
  return (
    <ListCards
      rows={rows}
      rowKey={(row) => row.documentId}
      title={(row) => (
        <Text fz="sm" fw={600} ff="monospace">
          {row.invoiceNo ?? row.ettn}
        </Text>
      )}
      fields={fields}
      actions={(row) => <DocumentRowMenu row={row} />}
      rowAttributes={(row) => ({
        'data-document-id': row.documentId,
        'data-invoice-no': row.invoiceNo ?? '',
      })}
      label={t('menu.documents')}
      testId="documents-cards"
    />
  );
}
