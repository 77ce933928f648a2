import { Table } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import type { TSortEntry } from '../../../lib/list/list-query';
import { SortHeader } from '../../../lib/list/sort-header';
import { DocumentRowMenu } from '../row-actions/document-row-menu';
import { documentColumns, PINNED_COLUMNS, pinnedOffsets } from './document-columns';
import classes from './documents-table.module.css';

const MENU_WIDTH = 56;

type TDocumentsTableProps = {
  rows: TDocumentRow[];
  showStore: boolean;
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
};

/**
 * The document list (spec §2). Rows are not virtualised: a page holds at most 200 rows and each
 * cell is plain text or one small element (menus and tooltips mount only when opened), which
 * keeps a full page light enough to scroll smoothly while staying a real table.
 */
export function DocumentsTable({ rows, showStore, sort, onSort }: TDocumentsTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => documentColumns(t, showStore), [t, showStore]);
  const offsets = pinnedOffsets(columns);
  const width = columns.reduce((sum, c) => sum + c.width, MENU_WIDTH);
  const pin = (index: number) => {
    const left = offsets[index];
    if (left === null || left === undefined) return {};
    const last = index === PINNED_COLUMNS - 1 ? ` ${classes.lastPinned}` : '';
    return { className: `${classes.pinned}${last}`, style: { left }, 'data-pinned': true };
  };
  return (
    <Table.ScrollContainer type="native" minWidth={width} data-testid="documents-scroll">
      <Table
        className={classes.table}
        w={width}
        highlightOnHover
        verticalSpacing="xs"
        data-testid="documents-table"
      >
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
          <col style={{ width: MENU_WIDTH }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, index) =>
              c.sortField ? (
                <SortHeader
                  key={c.key}
                  field={c.sortField}
                  sort={sort}
                  onSort={onSort}
                  {...pin(index)}
                >
                  {c.label}
                </SortHeader>
              ) : (
                <Table.Th key={c.key} {...pin(index)}>
                  {c.label}
                </Table.Th>
              ),
            )}
            <Table.Th aria-label={t('documentList.rowMenu')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.documentId}
              data-document-id={row.documentId}
              data-invoice-no={row.invoiceNo ?? ''}
            >
              {columns.map((c, index) => (
                <Table.Td key={c.key} data-column={c.key} {...pin(index)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>
                <DocumentRowMenu row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
