import Decimal from 'decimal.js';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { readDayTotals, type TDayTotal } from '../invoice/invoice.public';
import {
  countsAsTurnover,
  type TCurrencyAmounts,
  type TDashboard,
  type TDashboardQuery,
} from '../../../shared/dashboard/dashboard';
import {
  daysOf,
  presetPeriod,
  type TDashboardPeriod,
} from '../../../shared/dashboard/dashboard-period';
import {
  CURRENCIES,
  DOC_TYPES,
  DOCUMENT_STATUSES,
  type TCurrency,
} from '../../../shared/domain/enums';
import { countActiveDevices } from './dashboard.repository';

type TTally = { documents: number; amounts: Map<TCurrency, Decimal> };

const newTally = (): TTally => ({ documents: 0, amounts: new Map() });

function add(tally: TTally, row: TDayTotal): void {
  const currency = row.currencyCode as TCurrency;
  tally.documents += row.documents;
  tally.amounts.set(currency, (tally.amounts.get(currency) ?? new Decimal(0)).plus(row.amount));
}

/** One amount per currency present, in the catalogue's order (TRY first). */
function amountsOf(amounts: Map<TCurrency, Decimal>, currencies?: TCurrency[]): TCurrencyAmounts {
  return (currencies ?? CURRENCIES.filter((c) => amounts.has(c))).map((currencyCode) => ({
    currencyCode,
    amount: (amounts.get(currencyCode) ?? new Decimal(0)).toFixed(2),
  }));
}

function tallyBy<K extends number>(
  keys: readonly K[],
  rows: TDayTotal[],
  keyOf: (row: TDayTotal) => number,
) {
  const tallies = new Map<number, TTally>(keys.map((k) => [k, newTally()]));
  for (const row of rows) {
    const tally = tallies.get(keyOf(row));
    if (tally) add(tally, row);
  }
  return keys.map((key) => {
    const tally = tallies.get(key) ?? newTally();
    return { key, documents: tally.documents, amounts: amountsOf(tally.amounts) };
  });
}

function turnoverChart(rows: TDayTotal[], period: TDashboardPeriod): TDashboard['turnoverChart'] {
  const total = newTally();
  const perDay = new Map<string, TTally>();
  for (const row of rows.filter((r) => countsAsTurnover(r.status))) {
    add(total, row);
    const day = perDay.get(row.day) ?? newTally();
    add(day, row);
    perDay.set(row.day, day);
  }
  const currencies = CURRENCIES.filter((c) => total.amounts.has(c));
  return {
    currencies,
    totals: amountsOf(total.amounts),
    days: daysOf(period).map((day) => ({
      day,
      amounts: amountsOf(perDay.get(day)?.amounts ?? new Map(), currencies),
    })),
  };
}

/** The period a query names: a preset on the given clock, or its own days. */
export function periodOf(query: TDashboardQuery, now: Date): TDashboardPeriod {
  return query.period === 'custom'
    ? { from: query.from, to: query.to }
    : presetPeriod(query.period, now);
}

/**
 * Spec §3 "Dashboard data" from summary rows only (day counts and devices): what it costs does
 * not grow with the number of documents.
 */
export async function buildDashboard(
  db: TDb,
  scope: TDataScope,
  query: TDashboardQuery,
  now: Date,
): Promise<TDashboard> {
  const period = periodOf(query, now);
  const [rows, activeDeviceCount] = await Promise.all([
    readDayTotals(db, scope, period),
    countActiveDevices(db, scope),
  ]);
  const documents = rows.reduce((n, r) => n + r.documents, 0);
  const items = rows.reduce((n, r) => n + r.items, 0);
  return {
    period: { preset: query.period, ...period },
    documentsSummaryInfo: tallyBy(DOCUMENT_STATUSES, rows, (r) => r.status).map(
      ({ key, ...tally }) => ({ status: key, ...tally }),
    ),
    documentsSummaryInfoByDocType: tallyBy(DOC_TYPES, rows, (r) => r.docType).map(
      ({ key, ...tally }) => ({ docType: key, ...tally }),
    ),
    activeDeviceCount,
    itemsPerDocument: {
      documents,
      items,
      average: documents > 0 ? Math.round((items / documents) * 100) / 100 : null,
    },
    turnoverChart: turnoverChart(rows, period),
  };
}
