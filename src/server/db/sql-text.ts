import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { TURKISH_FOLD_FROM, TURKISH_FOLD_TO, foldTurkish } from '../../shared/text/fold';

/** The SQL twin of foldTurkish: the column's text without Turkish letters, lower-cased. */
export function foldedColumn(column: AnyColumn): SQL {
  return sql`lower(translate(${column}, ${TURKISH_FOLD_FROM}, ${TURKISH_FOLD_TO}))`;
}

/**
 * foldedColumn with its letters written into the text: the form an index on it is declared with.
 * A query's parameters become these constants when it is planned, so the index matches it.
 */
export function foldedColumnLiteral(column: AnyColumn): SQL {
  const from = sql.raw(`'${TURKISH_FOLD_FROM}'`);
  const to = sql.raw(`'${TURKISH_FOLD_TO}'`);
  return sql`lower(translate(${column}, ${from}, ${to}))`;
}

/** `column` contains `text`, matching Turkish spelling and its ASCII fold (Şişli ↔ sisli). */
export function foldedContains(column: AnyColumn, text: string): SQL {
  const pattern = `%${foldTurkish(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${foldedColumn(column)} like ${pattern}`;
}

/** ORDER BY with the Turkish collation (ICU, present in the embedded server and Debian builds). */
export function turkishOrder(column: AnyColumn): SQL {
  return sql`${column} collate "tr-TR-x-icu"`;
}
