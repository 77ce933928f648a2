import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { foldedContains } from '../../db/sql-text';
import { istanbulDayStart } from '../../../shared/format/istanbul-time';
import type { TEntity, TField, TFieldType } from './odata-entities';
import { odataError, type TODataOption } from './odata-errors';
import type { TCompareOp, TFilter, TLiteral } from './odata-filter-parse';
import type { TOrderBy } from './odata-options-parse';

/** A field of the entity's allow-list; any other name is refused, never turned into a column. */
export function fieldOf(entity: TEntity, name: string, option: TODataOption): TField {
  if (!Object.hasOwn(entity.fields, name)) throw odataError('field', option, { field: name });
  const field = entity.fields[name];
  if (!field) throw odataError('field', option, { field: name });
  return field;
}

const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.0+)?Z$/;
const ORDERED: readonly TFieldType[] = ['text', 'int', 'decimal', 'date', 'timestamp'];

/**
 * The literal as a parameter of the field's type, or null when it does not fit. Spec §7: dates are
 * written `…T00:00:00Z`; on a date field only midnight UTC is a day, and a bare date on a
 * timestamp field is that Istanbul day's start.
 */
function parameterOf(type: TFieldType, value: TLiteral): unknown {
  switch (type) {
    case 'text':
      return value.kind === 'string' ? value.value : null;
    case 'int':
      return value.kind === 'integer' ? value.value : null;
    case 'decimal':
      if (value.kind === 'integer') return String(value.value);
      return value.kind === 'decimal' ? value.value : null;
    case 'bool':
      return value.kind === 'boolean' ? value.value : null;
    case 'uuid':
      return value.kind === 'guid' ? value.value : null;
    case 'date':
      if (value.kind === 'date') return value.value;
      return value.kind === 'datetime' ? (MIDNIGHT_UTC.exec(value.value)?.[1] ?? null) : null;
    case 'timestamp': {
      if (value.kind === 'date') return istanbulDayStart(value.value);
      if (value.kind !== 'datetime') return null;
      const at = new Date(value.value);
      return Number.isNaN(at.getTime()) ? null : at;
    }
  }
}

function describe(value: TLiteral): string {
  return value.kind === 'null' ? 'null' : String(value.value).slice(0, 60);
}

function compare(name: string, field: TField, op: TCompareOp, value: TLiteral): SQL {
  const { column, type } = field;
  if (value.kind === 'null') {
    if (op === 'eq') return isNull(column);
    if (op === 'ne') return isNotNull(column);
    throw odataError('literal', '$filter', { field: name, detail: `${op} null` });
  }
  const param = parameterOf(type, value);
  if (param === null)
    throw odataError('literal', '$filter', { field: name, detail: describe(value) });
  if (op !== 'eq' && op !== 'ne' && !ORDERED.includes(type)) {
    throw odataError('operator', '$filter', { detail: `${name} ${op}` });
  }
  switch (op) {
    case 'eq':
      return eq(column, param);
    case 'ne':
      // OData: a null field is "not equal" to a value; SQL's <> would drop it.
      return sql`${column} is distinct from ${sql.param(param, column)}`;
    case 'gt':
      return gt(column, param);
    case 'ge':
      return gte(column, param);
    case 'lt':
      return lt(column, param);
    case 'le':
      return lte(column, param);
  }
}

/** `$filter` as parameterised SQL over the entity's allow-listed columns. */
export function filterSql(entity: TEntity, filter: TFilter): SQL {
  switch (filter.kind) {
    case 'and':
    case 'or': {
      const parts = [filterSql(entity, filter.left), filterSql(entity, filter.right)];
      const joined = filter.kind === 'and' ? and(...parts) : or(...parts);
      if (!joined) throw new Error('unreachable: empty condition');
      return joined;
    }
    case 'not':
      return not(filterSql(entity, filter.operand));
    case 'compare':
      return compare(
        filter.field,
        fieldOf(entity, filter.field, '$filter'),
        filter.op,
        filter.value,
      );
    case 'contains': {
      const field = fieldOf(entity, filter.field, '$filter');
      if (field.type !== 'text') {
        throw odataError('function', '$filter', { detail: `contains(${filter.field})` });
      }
      // Spec §7 contains, through the one Turkish text search (case and ASCII fold ignored).
      return foldedContains(field.column, filter.value);
    }
    case 'field': {
      const field = fieldOf(entity, filter.field, '$filter');
      if (field.type !== 'bool') throw odataError('operator', '$filter', { detail: filter.field });
      return eq(field.column, true);
    }
  }
}

/** Spec §7 `$search`: the text in any of the entity's search fields, upper or lower case alike. */
export function searchSql(entity: TEntity, text: string): SQL {
  const parts = entity.search.map((name) =>
    foldedContains(fieldOf(entity, name, '$search').column, text),
  );
  const any = or(...parts);
  if (!any) throw new Error('unreachable: entity without search fields');
  return any;
}

/** `$orderby` on allow-listed fields, then the key, so pages never overlap. */
export function orderSql(entity: TEntity, orderBy: readonly TOrderBy[]): SQL[] {
  const order = orderBy.map(({ field, direction }) => {
    const column = fieldOf(entity, field, '$orderby').column;
    return direction === 'desc' ? desc(column) : asc(column);
  });
  return orderBy.some((o) => o.field === 'id') ? order : [...order, asc(entity.key)];
}
