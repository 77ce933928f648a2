import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { SaleTransactionStatus } from '../../../shared/domain/enums';
import { istanbulDayEnd, istanbulDayStart } from '../../../shared/format/istanbul-time';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import type { TReportParams, TReportQuery } from './report-params';

/** Completed, uncancelled sales whose time falls in the period's Istanbul days. */
function salesOfPeriod(scope: TDataScope, params: TReportParams): SQL {
  return tenantWhere(
    saleTransactions,
    scope,
    gte(saleTransactions.transactionTime, istanbulDayStart(params.startDate)),
    lt(saleTransactions.transactionTime, istanbulDayEnd(params.endDate)),
    eq(saleTransactions.saleTransactionStatus, SaleTransactionStatus.completed),
    eq(saleTransactions.isCancelled, false),
    params.storeId ? eq(saleTransactions.storeId, params.storeId) : undefined,
  );
}

/** VAT summary per rate: the sale lines' taxable amount and VAT, by rate and currency. */
export function vatSummaryQuery(db: TDb, scope: TDataScope, params: TReportParams): TReportQuery {
  return db
    .select({
      vatRate: saleTransactionDetails.vatRate,
      currency: saleTransactions.currencyCode,
      lines: sql<string>`count(*)`,
      taxableAmount: sql<string>`sum(${saleTransactionDetails.lineExtensionAmount})`,
      vatAmount: sql<string>`sum(${saleTransactionDetails.vatAmount})`,
    })
    .from(saleTransactions)
    .innerJoin(
      saleTransactionDetails,
      and(
        eq(saleTransactionDetails.tenantId, saleTransactions.tenantId),
        eq(saleTransactionDetails.saleTransactionId, saleTransactions.id),
      ),
    )
    .where(salesOfPeriod(scope, params))
    .groupBy(saleTransactionDetails.vatRate, saleTransactions.currencyCode)
    .orderBy(asc(saleTransactionDetails.vatRate), asc(saleTransactions.currencyCode))
    .toSQL();
}

/** Completed payments of those sales per payment type. */
export function paymentTypesQuery(db: TDb, scope: TDataScope, params: TReportParams): TReportQuery {
  return db
    .select({
      paymentType: salePayments.paymentType,
      currency: salePayments.currencyCode,
      payments: sql<string>`count(*)`,
      amount: sql<string>`sum(${salePayments.amount})`,
    })
    .from(saleTransactions)
    .innerJoin(
      salePayments,
      and(
        eq(salePayments.tenantId, saleTransactions.tenantId),
        eq(salePayments.saleTransactionId, saleTransactions.id),
        eq(salePayments.status, 'completed'),
      ),
    )
    .where(salesOfPeriod(scope, params))
    .groupBy(salePayments.paymentType, salePayments.currencyCode)
    .orderBy(asc(salePayments.paymentType), asc(salePayments.currencyCode))
    .toSQL();
}
