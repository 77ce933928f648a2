import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import type { TDashboard, TDashboardQuery } from '../../../shared/dashboard/dashboard';
import {
  daysOf,
  presetPeriod,
  type TDashboardPeriod,
} from '../../../shared/dashboard/dashboard-period';
import { CURRENCIES, DOC_TYPES, DOCUMENT_STATUSES } from '../../../shared/domain/enums';
import {
  countActiveDevices,
  readDashboardGroups,
  type TDashboardGroup,
} from './dashboard.repository';

type TSet = TDashboardGroup['set'];

/** The groups of one set by key, each with its per-currency rows in the catalogue's order. */
function bySet(groups: TDashboardGroup[], set: TSet) {
  const keyed = new Map<string | null, TDashboardGroup[]>();
  for (const group of groups.filter((g) => g.set === set)) {
    keyed.set(group.key, [...(keyed.get(group.key) ?? []), group]);
  }
  const rank = (g: TDashboardGroup) => CURRENCIES.indexOf(g.currencyCode);
  for (const list of keyed.values()) list.sort((a, b) => rank(a) - rank(b));
  return (key: string | null) => keyed.get(key) ?? [];
}

function counted(rows: TDashboardGroup[]) {
  return {
    documents: rows.reduce((n, r) => n + r.documents, 0),
    amounts: rows.map((r) => ({
      currencyCode: r.currencyCode,
      amount: r.amount,
    })),
  };
}

function turnoverChart(
  groups: TDashboardGroup[],
  period: TDashboardPeriod,
): TDashboard['turnoverChart'] {
  const totals = bySet(groups, 'currency')(null).filter((g) => g.turnoverDocuments > 0);
  const currencies = totals.map((g) => g.currencyCode);
  const ofDay = bySet(groups, 'day');
  return {
    currencies,
    totals: totals.map((g) => ({
      currencyCode: g.currencyCode,
      amount: g.turnover,
    })),
    days: daysOf(period).map((day) => {
      const rows = ofDay(day);
      return {
        day,
        amounts: currencies.map((currencyCode) => ({
          currencyCode,
          amount: rows.find((r) => r.currencyCode === currencyCode)?.turnover ?? '0.00',
        })),
      };
    }),
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
  const [groups, activeDeviceCount] = await Promise.all([
    readDashboardGroups(db, scope, period),
    countActiveDevices(db, scope),
  ]);
  const ofStatus = bySet(groups, 'status');
  const ofDocType = bySet(groups, 'docType');
  const all = bySet(groups, 'currency')(null);
  const documents = all.reduce((n, r) => n + r.documents, 0);
  const items = all.reduce((n, r) => n + r.items, 0);
  return {
    period: { preset: query.period, ...period },
    documentsSummaryInfo: DOCUMENT_STATUSES.map((status) => ({
      status,
      ...counted(ofStatus(String(status))),
    })),
    documentsSummaryInfoByDocType: DOC_TYPES.map((docType) => ({
      docType,
      ...counted(ofDocType(String(docType))),
    })),
    activeDeviceCount,
    itemsPerDocument: {
      documents,
      items,
      average: documents > 0 ? Math.round((items / documents) * 100) / 100 : null,
    },
    turnoverChart: turnoverChart(groups, period),
  };
}
