import Decimal from 'decimal.js';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import type { TDashboard, TDashboardQuery } from '../../../shared/dashboard/dashboard';
import {
  daysOf,
  periodDays,
  presetPeriod,
  type TDashboardPeriod,
} from '../../../shared/dashboard/dashboard-period';
import {
  CURRENCIES,
  DOC_TYPES,
  DOCUMENT_STATUSES,
  DocumentStatus,
  type TCurrency,
} from '../../../shared/domain/enums';
import {
  countActiveDevices,
  readDashboardSums,
  type TDailyTurnover,
  type TKindSums,
} from './dashboard.repository';

/** The sums of one key (a status, a type, or all) in one currency. */
type TSum = {
  documents: number;
  amount: string;
  items: number;
  turnoverDocuments: number;
  turnover: string;
};

type TSums = Map<TCurrency, TSum>;

/** Adds the (status, type, currency) rows up per key, each key's sums per currency. */
function sumsBy(
  kinds: TKindSums[],
  keyOf: (k: TKindSums) => number | null,
): Map<number | null, TSums> {
  const byKey = new Map<number | null, TSums>();
  for (const k of kinds) {
    const key = keyOf(k);
    let sums = byKey.get(key);
    if (!sums) byKey.set(key, (sums = new Map()));
    const sum = sums.get(k.currencyCode);
    if (!sum) {
      const { documents, amount, items, turnoverDocuments, turnover } = k;
      sums.set(k.currencyCode, { documents, amount, items, turnoverDocuments, turnover });
      continue;
    }
    sum.documents += k.documents;
    sum.items += k.items;
    sum.turnoverDocuments += k.turnoverDocuments;
    sum.amount = new Decimal(sum.amount).plus(k.amount).toFixed(2);
    sum.turnover = new Decimal(sum.turnover).plus(k.turnover).toFixed(2);
  }
  return byKey;
}

/** A key's count and its amounts in the catalogue's currency order. */
function counted(sums: TSums | undefined) {
  const present = CURRENCIES.flatMap((c) => {
    const sum = sums?.get(c);
    return sum ? [{ currencyCode: c, sum }] : [];
  });
  return {
    documents: present.reduce((n, p) => n + p.sum.documents, 0),
    amounts: present.map((p) => ({ currencyCode: p.currencyCode, amount: p.sum.amount })),
  };
}

function turnoverChart(
  all: TSums | undefined,
  daily: TDailyTurnover,
  period: TDashboardPeriod,
): TDashboard['turnoverChart'] {
  const currencies = CURRENCIES.filter((c) => (all?.get(c)?.turnoverDocuments ?? 0) > 0);
  return {
    currencies,
    totals: currencies.map((currencyCode) => ({
      currencyCode,
      amount: all?.get(currencyCode)?.turnover ?? '0.00',
    })),
    days: daysOf(period),
    series: currencies.map((currencyCode) => ({
      currencyCode,
      amounts: daily.get(currencyCode) ?? new Array<string>(periodDays(period)).fill('0.00'),
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
 * Spec §3 "Dashboard data" from summary rows only (month and day counts, day turnover and
 * devices): what it costs does not grow with the number of documents. A cancelled document is no
 * sale: only the per-status summary counts it; the per-type totals, items per document and the
 * turnover (Ciro) count the same documents, every one but the cancelled.
 */
export async function buildDashboard(
  db: TDb,
  scope: TDataScope,
  query: TDashboardQuery,
  now: Date,
): Promise<TDashboard> {
  const period = periodOf(query, now);
  const [{ kinds, daily }, activeDeviceCount] = await Promise.all([
    readDashboardSums(db, scope, period),
    countActiveDevices(db, scope),
  ]);
  const ofStatus = sumsBy(kinds, (k) => k.status);
  const standing = kinds.filter((k) => k.status !== DocumentStatus.cancelled);
  const ofDocType = sumsBy(standing, (k) => k.docType);
  const all = sumsBy(standing, () => null).get(null);
  const totals = [...(all?.values() ?? [])];
  const documents = totals.reduce((n, s) => n + s.documents, 0);
  const items = totals.reduce((n, s) => n + s.items, 0);
  return {
    period: { preset: query.period, ...period },
    documentsSummaryInfo: DOCUMENT_STATUSES.map((status) => ({
      status,
      ...counted(ofStatus.get(status)),
    })),
    documentsSummaryInfoByDocType: DOC_TYPES.map((docType) => ({
      docType,
      ...counted(ofDocType.get(docType)),
    })),
    activeDeviceCount,
    itemsPerDocument: {
      documents,
      items,
      average: documents > 0 ? Math.round((items / documents) * 100) / 100 : null,
    },
    turnoverChart: turnoverChart(all, daily, period),
  };
}
