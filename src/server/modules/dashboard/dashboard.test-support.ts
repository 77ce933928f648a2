import type pg from 'pg';
import type { TDashboard } from '../../../shared/dashboard/dashboard';
import { daysOf, type TDashboardPeriod } from '../../../shared/dashboard/dashboard-period';
import {
  CURRENCIES,
  DOC_TYPES,
  DOCUMENT_STATUSES,
  DocumentStatus,
  type TCurrency,
} from '../../../shared/domain/enums';

type TScopeOf = { tenantId: string; storeId: string | null };
type TGroup = { key: string; currency: TCurrency; documents: number; amount: string };

// The documents of the scope and period, counted one by one: the truth the summary rows must equal.
const IN_SCOPE = `tenant_id = $1 and ($2::uuid is null or store_id = $2)
                  and invoice_date between $3::date and $4::date`;

function amountsOf(groups: TGroup[], key: string, currencies?: readonly TCurrency[]) {
  const mine = groups.filter((g) => g.key === key);
  const listed = currencies ?? CURRENCIES.filter((c) => mine.some((g) => g.currency === c));
  return listed.map((currencyCode) => ({
    currencyCode,
    amount: mine.find((g) => g.currency === currencyCode)?.amount ?? '0.00',
  }));
}

function countedBy<K extends number>(keys: readonly K[], groups: TGroup[]) {
  return keys.map((key) => ({
    key,
    documents: groups.filter((g) => g.key === String(key)).reduce((n, g) => n + g.documents, 0),
    amounts: amountsOf(groups, String(key)),
  }));
}

/**
 * What the dashboard must answer, computed with count(*) and sum() over the documents themselves
 * (and their sales' lines, and the devices), never through the day counts.
 */
export async function dashboardFromSql(
  pool: pg.Pool,
  scope: TScopeOf,
  period: TDashboardPeriod,
): Promise<Omit<TDashboard, 'period'>> {
  const args = [scope.tenantId, scope.storeId, period.from, period.to];
  const grouped = async (key: string, where = 'true') =>
    (
      await pool.query<TGroup>(
        `select ${key}::text as key, currency_code as currency, count(*)::int as documents,
                sum(total_pay_amount)::numeric(18, 2)::text as amount
           from documents d where ${IN_SCOPE} and ${where} group by 1, 2 order by 1, 2`,
        args,
      )
    ).rows;
  const byStatus = await grouped('status');
  const notCancelled = `status <> ${DocumentStatus.cancelled}`;
  const byDocType = await grouped('doc_type', notCancelled);
  const turnover = await grouped('invoice_date', notCancelled);
  const turnoverTotals = await grouped(`'total'`, notCancelled);
  const [items] = (
    await pool.query<{ documents: number; items: number }>(
      `select count(*)::int as documents,
              coalesce(sum((select count(*) from sale_transaction_details l
                             where l.tenant_id = d.tenant_id
                               and l.sale_transaction_id = d.sale_transaction_id)), 0)::int as items
         from documents d where ${IN_SCOPE} and ${notCancelled}`,
      args,
    )
  ).rows;
  const [devices] = (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from devices
        where tenant_id = $1 and ($2::uuid is null or store_id = $2) and is_active`,
      args.slice(0, 2),
    )
  ).rows;
  const currencies = CURRENCIES.filter((c) => turnover.some((g) => g.currency === c));
  const documents = items?.documents ?? 0;
  return {
    documentsSummaryInfo: countedBy(DOCUMENT_STATUSES, byStatus).map(({ key, ...rest }) => ({
      status: key,
      ...rest,
    })),
    documentsSummaryInfoByDocType: countedBy(DOC_TYPES, byDocType).map(({ key, ...rest }) => ({
      docType: key,
      ...rest,
    })),
    activeDeviceCount: devices?.n ?? 0,
    itemsPerDocument: {
      documents,
      items: items?.items ?? 0,
      average: documents > 0 ? Math.round(((items?.items ?? 0) / documents) * 100) / 100 : null,
    },
    turnoverChart: {
      currencies,
      totals: amountsOf(turnoverTotals, 'total'),
      days: daysOf(period),
      series: currencies.map((currencyCode) => ({
        currencyCode,
        amounts: daysOf(period).map(
          (day) => amountsOf(turnover, day, [currencyCode])[0]?.amount ?? '0.00',
        ),
      })),
    },
  };
}
