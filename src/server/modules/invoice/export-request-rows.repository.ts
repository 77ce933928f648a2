import { fillPlaceholders } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { DOCUMENT_SCREEN_COLUMNS } from './document-row';
import { dateBounds, listShapeOf, listValues } from './document-list-shape';
import { documentListOrder, documentListWhere } from './document-list-where';

/** The fields of an exported row, in the order of the row arrays the cursor returns. */
export const EXPORT_ROW_FIELDS = Object.keys(DOCUMENT_SCREEN_COLUMNS) as TExportRowField[];
export type TExportRowField = keyof typeof DOCUMENT_SCREEN_COLUMNS;

/**
 * The statements that read an export's rows on a connection of its own (the .xlsx writer thread's),
 * in this order: `setup` (the caller's role and tenant, see `dataSettingsStatement`), `begin`,
 * `declare`, `fetch` until it returns fewer than `batchSize` rows, `end`.
 */
export type TExportRowStatements = {
  setup: string;
  begin: string;
  declare: { text: string; params: unknown[] };
  fetch: string;
  batchSize: number;
  end: string;
};

const CURSOR = 'document_export_rows';

/**
 * The rows the document list shows for `query`: its own where (tenant first) and order, so the
 * file equals the screen, read through a server-side cursor `batchSize` rows per round trip, in
 * a read-only transaction so a long export blocks no writer. Only the text is built here: the
 * writer thread runs it, so the job process never holds the rows.
 */
export function exportRowStatements(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  opts: { now: Date; batchSize: number; setup: string },
): TExportRowStatements {
  const dates = dateBounds(query.filters, opts.now);
  const select = db
    .select(DOCUMENT_SCREEN_COLUMNS)
    .from(documents)
    .where(documentListWhere(listShapeOf(scope, query, dates)))
    .orderBy(...documentListOrder(query.sort))
    .toSQL();
  return {
    setup: opts.setup,
    begin: 'begin transaction read only',
    declare: {
      text: `declare ${CURSOR} no scroll cursor for ${select.sql}`,
      params: fillPlaceholders(select.params, listValues(scope, query, dates)),
    },
    fetch: `fetch forward ${Math.trunc(opts.batchSize)} from ${CURSOR}`,
    batchSize: opts.batchSize,
    end: 'commit',
  };
}
