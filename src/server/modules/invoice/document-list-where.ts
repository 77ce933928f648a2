import {
  asc,
  desc,
  eq,
  gte,
  like,
  lte,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { tenantWhere, type TBoundScope } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { foldedLike, turkishOrder } from '../../db/sql-text';
import type { TDocumentSort } from '../../../shared/invoice/document-list-query';
import type { TFilterShape, TListShape } from './document-list-shape';

/**
 * The document list's conditions for a shape, its values as named parameters (the names
 * listValues gives them): built once per shape, run with each request's values.
 */
export const param = (name: string) => sql.placeholder(name);

/** The request's tenant (and store in store mode) as parameters. */
export function boundScope(shape: TListShape): TBoundScope {
  return { tenantId: param('tenantId'), storeId: shape.storeScope ? param('storeScopeId') : null };
}

function numberMatch(wholeNumber: boolean | undefined, value: Placeholder): SQL {
  // A whole number is an exact lookup; a part of one is searched anywhere in the number.
  return wholeNumber ? eq(documents.invoiceNo, value) : like(documents.invoiceNo, value);
}

/** `column = any(ids)`: a list of ids as one array parameter. */
export function inIds(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${param(name)})`;
}

function filterWhere(filter: TFilterShape, i: number): SQL | undefined {
  const name = `f${i}`;
  const value = param(name);
  switch (filter.field) {
    case 'storeName':
      return foldedLike(documents.storeName, value);
    case 'invoiceNo':
      return numberMatch(filter.wholeNumber, value);
    case 'ettn':
      return filter.uuid ? eq(documents.ettn, value) : sql`false`;
    case 'searchText':
      return or(
        numberMatch(filter.wholeNumber, param(`${name}no`)),
        foldedLike(documents.storeName, param(`${name}store`)),
        eq(documents.deviceSerialNumber, param(`${name}serial`)),
        filter.uuid ? eq(documents.ettn, param(`${name}ettn`)) : undefined,
      );
    case 'docType':
      return eq(documents.docType, value);
    case 'status':
      return eq(documents.status, value);
    case 'scenarioType':
      return eq(documents.scenarioType, value);
    case 'invoiceType':
      return eq(documents.invoiceType, value);
    case 'storeId':
      return eq(documents.storeId, value);
    case 'saleTransactionId':
      return eq(documents.saleTransactionId, value);
    case 'storeIds':
      return inIds(documents.storeId, name);
    case 'invoiceDate':
      return undefined;
  }
}

/** The rows the document list (and its export) shows for a shape, inside the bound scope. */
export function documentListWhere(shape: TListShape): SQL {
  return tenantWhere(
    documents,
    boundScope(shape),
    shape.pickedStore ? eq(documents.storeId, param('pickedStoreId')) : undefined,
    shape.from ? gte(documents.invoiceDate, param('from')) : undefined,
    shape.to ? lte(documents.invoiceDate, param('to')) : undefined,
    ...shape.filters.map(filterWhere),
  );
}

// The default order matches the (tenant[, store|status|docType], invoice_date desc, id desc) indexes.
// `fromTheEnd`: every key the other way round, the exact reverse of the list's order (PostgreSQL
// puts nulls last ascending and first descending, so they swap ends too); an index serving the
// order serves it read backwards.
export function documentListOrder(sort: TDocumentSort | null, fromTheEnd = false): SQL[] {
  const [up, down] = fromTheEnd ? [desc, asc] : [asc, desc];
  if (!sort) return [down(documents.invoiceDate), down(documents.id)];
  const dir = sort.direction === 'asc' ? up : down;
  switch (sort.field) {
    case 'invoiceDate':
      return [dir(documents.invoiceDate), dir(documents.id)];
    case 'storeName':
      return [
        dir(turkishOrder(documents.storeName)),
        down(documents.invoiceDate),
        down(documents.id),
      ];
    case 'invoiceNo':
      return [dir(documents.invoiceNo), down(documents.id)];
    case 'docType':
      return [dir(documents.docType), down(documents.invoiceDate), down(documents.id)];
    case 'status':
      return [dir(documents.status), down(documents.invoiceDate), down(documents.id)];
    case 'totalPayAmount':
      // Ties in the same direction, so either direction is read straight from the amount index.
      return [dir(documents.totalPayAmount), dir(documents.id)];
  }
}
