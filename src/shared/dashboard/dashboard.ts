import { z } from 'zod';
import { ZCurrency, ZDocType, ZDocumentStatus } from '../domain/enums';
import { messageKey } from '../i18n/message-key';
import {
  customPeriodProblem,
  DASHBOARD_PRESETS,
  DEFAULT_DASHBOARD_PRESET,
  type TFixedPreset,
} from './dashboard-period';

/** A preset resolved on the server's clock, or a custom period's own days. */
export type TDashboardQuery =
  { period: TFixedPreset } | { period: 'custom'; from: string; to: string };

/**
 * `GET /api/dashboard`: a preset period (resolved on the server's clock in Istanbul days), or
 * `custom` with its first and last day. Days beside a preset are refused, not ignored.
 */
export const ZDashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PRESETS).default(DEFAULT_DASHBOARD_PRESET),
    from: z.string().optional(),
    to: z.string().optional(),
  })
  .transform((q, ctx): TDashboardQuery => {
    const { period, from, to } = q;
    if (period !== 'custom') {
      const extra = (['from', 'to'] as const).filter((field) => q[field] !== undefined);
      for (const field of extra) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: messageKey('dashboard.validation.daysWithPreset'),
        });
      }
      return extra.length > 0 ? z.NEVER : { period };
    }
    const problem = customPeriodProblem(from, to);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.field],
        message: messageKey(`dashboard.validation.${problem.reason}`),
      });
    }
    return problem || !from || !to ? z.NEVER : { period, from, to };
  });

/** Amounts of one currency each, decimal text ("1234.50"): never summed across currencies. */
export const ZCurrencyAmounts = z.array(z.object({ currencyCode: ZCurrency, amount: z.string() }));
export type TCurrencyAmounts = z.infer<typeof ZCurrencyAmounts>;

const ZCounted = { documents: z.number().int(), amounts: ZCurrencyAmounts };

/**
 * Spec §3 "Dashboard data" for the tenant (or the selected store) over one period. Every status
 * and document type is listed, zero included; the chart has a day series for every currency of
 * the period.
 */
export const ZDashboard = z.object({
  period: z.object({ preset: z.enum(DASHBOARD_PRESETS), from: z.string(), to: z.string() }),
  documentsSummaryInfo: z.array(z.object({ status: ZDocumentStatus, ...ZCounted })),
  documentsSummaryInfoByDocType: z.array(z.object({ docType: ZDocType, ...ZCounted })),
  activeDeviceCount: z.number().int(),
  /** Sale lines per document, 2 decimals; null without documents. */
  itemsPerDocument: z.object({
    documents: z.number().int(),
    items: z.number().int(),
    average: z.number().nullable(),
  }),
  /**
   * Daily turnover (every status but cancelled) per currency: `days` are the period's days in
   * order, and each currency's `amounts` its turnover on those days, index for index. Columns,
   * not an object per day and currency: a year's answer was 103 KB that way, 25 KB this way.
   */
  turnoverChart: z.object({
    currencies: z.array(ZCurrency),
    totals: ZCurrencyAmounts,
    days: z.array(z.string()),
    series: z.array(z.object({ currencyCode: ZCurrency, amounts: z.array(z.string()) })),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
