import { fillPlaceholders } from 'drizzle-orm';
import { cursorStatements, type TCursorStatements } from '../../db/cursor-statements';
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

const CURSOR = 'document_export_rows';

/**
 * The rows the document list shows for `query`: its own where (tenant first) and order, so the
 * file equals the screen, read through a cursor on the writer thread's own connection (the job
 * process never holds the rows).
 */
export function exportRowStatements(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  opts: { now: Date; batchSize: number; setup: string },
): TCursorStatements {
  const dates = dateBounds(query.filters, opts.now);
  const select = db
    .select(DOCUMENT_SCREEN_COLUMNS)
    .from(documents)
    .where(documentListWhere(listShapeOf(scope, query, dates)))
    .orderBy(...documentListOrder(query.sort))
    .toSQL();
  const params = fillPlaceholders(select.params, listValues(scope, query, dates));
  return cursorStatements(
    { sql: select.sql, params },
    { cursor: CURSOR, batchSize: opts.batchSize, setup: opts.setup },
  );
}
