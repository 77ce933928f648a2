import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DocumentStatus } from '../../../shared/domain/enums';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { documents } from '../../db/schema/documents';
import { stores } from '../../db/schema/stores';
import { turkishOrder } from '../../db/sql-text';
import type { TReportParams, TReportQuery } from './report-params';

/** Issued and standing: not cancelled (5) and not failed (6). */
const ISSUED = [DocumentStatus.pending, DocumentStatus.sent];

const issued = sql`${inArray(documents.status, ISSUED)}`;
const countWhere = (condition: SQL) => sql<string>`count(*) filter (where ${condition})`;
const sumWhere = (condition: SQL) =>
  sql<string>`coalesce(sum(${documents.totalPayAmount}) filter (where ${condition}), 0)`;
const deviceLabel = sql<string>`concat_ws(' / ', ${devices.description}, ${devices.serialNumber})`;

/** The documents of the period (Istanbul days), scope first, then the form's store and type. */
export function documentsOfPeriod(scope: TDataScope, params: TReportParams, ...more: SQL[]): SQL {
  return tenantWhere(
    documents,
    scope,
    between(documents.invoiceDate, params.startDate, params.endDate),
    params.storeId ? eq(documents.storeId, params.storeId) : undefined,
    params.docType ? eq(documents.docType, params.docType) : undefined,
    ...more,
  );
}

const totals = {
  currency: documents.currencyCode,
  documents: countWhere(issued),
  amount: sumWhere(issued),
  cancelled: countWhere(eq(documents.status, DocumentStatus.cancelled)),
  failed: countWhere(eq(documents.status, DocumentStatus.failed)),
};

/** Daily sales per store: issued documents and amount, cancelled and failed counts. */
export function salesDailyQuery(db: TDb, scope: TDataScope, params: TReportParams): TReportQuery {
  return db
    .select({ day: documents.invoiceDate, store: stores.name, ...totals })
    .from(documents)
    .innerJoin(
      stores,
      and(eq(stores.tenantId, documents.tenantId), eq(stores.id, documents.storeId)),
    )
    .where(documentsOfPeriod(scope, params))
    .groupBy(documents.invoiceDate, stores.id, stores.name, documents.currencyCode)
    .orderBy(
      asc(documents.invoiceDate),
      turkishOrder(stores.name),
      asc(stores.id),
      asc(documents.currencyCode),
    )
    .toSQL();
}

export function salesByStoreQuery(db: TDb, scope: TDataScope, params: TReportParams): TReportQuery {
  return db
    .select({ store: stores.name, ...totals })
    .from(documents)
    .innerJoin(
      stores,
      and(eq(stores.tenantId, documents.tenantId), eq(stores.id, documents.storeId)),
    )
    .where(documentsOfPeriod(scope, params))
    .groupBy(stores.id, stores.name, documents.currencyCode)
    .orderBy(turkishOrder(stores.name), asc(stores.id), asc(documents.currencyCode))
    .toSQL();
}

/** Documents per type and status, with their amount. */
export function documentStatusQuery(
  db: TDb,
  scope: TDataScope,
  params: TReportParams,
): TReportQuery {
  return db
    .select({
      docType: documents.docType,
      status: documents.status,
      currency: documents.currencyCode,
      documents: sql<string>`count(*)`,
      amount: sql<string>`sum(${documents.totalPayAmount})`,
    })
    .from(documents)
    .where(documentsOfPeriod(scope, params))
    .groupBy(documents.docType, documents.status, documents.currencyCode)
    .orderBy(asc(documents.docType), asc(documents.status), asc(documents.currencyCode))
    .toSQL();
}

const documentColumns = {
  invoiceDate: documents.invoiceDate,
  store: documents.storeName,
  docType: documents.docType,
  invoiceNo: documents.invoiceNo,
  amount: documents.totalPayAmount,
  currency: documents.currencyCode,
};

/** Cancelled documents (status 5), one row each, with the date and reason of the cancel. */
export function cancelledDocumentsQuery(
  db: TDb,
  scope: TDataScope,
  params: TReportParams,
): TReportQuery {
  return db
    .select({
      ...documentColumns,
      cancelDate: documents.cancelDate,
      cancelReason: documents.cancelReason,
    })
    .from(documents)
    .where(documentsOfPeriod(scope, params, eq(documents.status, DocumentStatus.cancelled)))
    .orderBy(asc(documents.invoiceDate), asc(documents.invoiceNo), asc(documents.id))
    .toSQL();
}

/** Failed documents (status 6), one row each, with GİB's answer and the failure's reason. */
export function failedDocumentsQuery(
  db: TDb,
  scope: TDataScope,
  params: TReportParams,
): TReportQuery {
  return db
    .select({
      ...documentColumns,
      gibStatus: sql<string>`concat_ws(' - ', ${documents.gibStatusCode}, ${documents.gibStatusText})`,
      failureReason: documents.failureReason,
    })
    .from(documents)
    .where(documentsOfPeriod(scope, params, eq(documents.status, DocumentStatus.failed)))
    .orderBy(asc(documents.invoiceDate), asc(documents.invoiceNo), asc(documents.id))
    .toSQL();
}

/** Per device over the period: issued documents and amount, its first and last day. */
export function deviceActivityQuery(
  db: TDb,
  scope: TDataScope,
  params: TReportParams,
): TReportQuery {
  return db
    .select({
      store: stores.name,
      device: deviceLabel,
      currency: documents.currencyCode,
      documents: countWhere(issued),
      amount: sumWhere(issued),
      firstDay: sql<string>`min(${documents.invoiceDate})`,
      lastDay: sql<string>`max(${documents.invoiceDate})`,
    })
    .from(documents)
    .innerJoin(
      stores,
      and(eq(stores.tenantId, documents.tenantId), eq(stores.id, documents.storeId)),
    )
    .innerJoin(
      devices,
      and(eq(devices.tenantId, documents.tenantId), eq(devices.id, documents.deviceId)),
    )
    .where(documentsOfPeriod(scope, params))
    .groupBy(
      stores.id,
      stores.name,
      devices.id,
      devices.description,
      devices.serialNumber,
      documents.currencyCode,
    )
    .orderBy(
      turkishOrder(stores.name),
      asc(devices.serialNumber),
      asc(devices.id),
      asc(documents.currencyCode),
    )
    .toSQL();
}

/** A till's day (its Z report): per device and day, issued documents, amount and cancels. */
export function zReportSummaryQuery(
  db: TDb,
  scope: TDataScope,
  params: TReportParams,
): TReportQuery {
  return db
    .select({
      day: documents.invoiceDate,
      store: stores.name,
      device: deviceLabel,
      currency: documents.currencyCode,
      documents: countWhere(issued),
      amount: sumWhere(issued),
      cancelled: countWhere(eq(documents.status, DocumentStatus.cancelled)),
    })
    .from(documents)
    .innerJoin(
      stores,
      and(eq(stores.tenantId, documents.tenantId), eq(stores.id, documents.storeId)),
    )
    .innerJoin(
      devices,
      and(eq(devices.tenantId, documents.tenantId), eq(devices.id, documents.deviceId)),
    )
    .where(documentsOfPeriod(scope, params))
    .groupBy(
      documents.invoiceDate,
      stores.id,
      stores.name,
      devices.id,
      devices.description,
      devices.serialNumber,
      documents.currencyCode,
    )
    .orderBy(
      asc(documents.invoiceDate),
      turkishOrder(stores.name),
      asc(devices.serialNumber),
      asc(devices.id),
      asc(documents.currencyCode),
    )
    .toSQL();
}
