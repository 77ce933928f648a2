import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import type { TSortEntry } from '../../../lib/list/list-query';
import { SortHeader } from '../../../lib/list/sort-header';
import { DocumentRowMenu } from '../row-actions/document-row-menu';
import type { TDocumentColumn } from './document-columns';
import classes from './documents-table.module.css';
import { pinLayout, type TPin } from './pin-layout';

const MENU_WIDTH = 44;

type TDocumentsTableProps = {
  rows: TDocumentRow[];
  /** The shown columns, in the spec's order. */
  columns: TDocumentColumn[];
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
};

type TPinProps = { className?: string; style?: CSSProperties; 'data-pinned'?: 'left' | 'right' };

/**
 * The document list (spec §2). Rows are not virtualised: a page holds at most 200 rows and each
 * cell is plain text or one small element (menus and tooltips mount only when opened), which
 * keeps a full page light enough to scroll smoothly while staying a real table.
 */
export function DocumentsTable({ rows, columns, sort, onSort }: TDocumentsTableProps) {
  const { t } = useTranslation();
  const { ref, width: available } = useElementSize();
  const { pins, lastLeft } = pinLayout(columns, MENU_WIDTH, available);
  const firstRight = columns[pins.findIndex((pin) => pin?.side === 'right')]?.key;
  const width = columns.reduce((sum, c) => sum + c.width, MENU_WIDTH);
  const pinProps = (key: string, pin: TPin | undefined): TPinProps => {
    if (!pin) return {};
    const edge =
      key === lastLeft ? classes.lastPinned : key === firstRight ? classes.firstRightPinned : '';
    return {
      className: `${classes.pinned} ${edge}`,
      style: { [pin.side]: pin.offset },
      'data-pinned': pin.side,
    };
  };
  const menuPin = pinProps('', { side: 'right', offset: 0 });
  return (
    <div ref={ref} className={classes.scroll} data-testid="documents-scroll">
      <Table
        className={classes.table}
        miw={width}
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
                  {...pinProps(c.key, pins[index])}
                >
                  {c.label}
                </SortHeader>
              ) : (
                <Table.Th key={c.key} {...pinProps(c.key, pins[index])}>
                  {c.label}
                </Table.Th>
              ),
            )}
            <Table.Th aria-label={t('documentList.rowMenu')} {...menuPin} />
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
                <Table.Td key={c.key} data-column={c.key} {...pinProps(c.key, pins[index])}>
                  {c.cell(row)}
                </Table.Td>
              ))}
              <Table.Td {...menuPin}>
                <DocumentRowMenu row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
