import { z } from 'zod';
import { DOC_TYPES } from '../domain/enums';
import { ZReportFormat } from './report-codes';

/** The longest period one report covers: a year and a day (a leap year's whole year). */
export const MAX_REPORT_DAYS = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZIsoDate = z
  .string()
  .regex(ISO_DATE, 'reports.validation.date')
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'reports.validation.date');

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * One report request (`GET /internal/file-downloader/config`): the definition, the file format
 * and its parameters. Days are Europe/Istanbul calendar days, both ends included.
 */
export const ZReportRunQuery = z
  .object({
    reportId: z.uuid(),
    format: ZReportFormat,
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    storeId: z.uuid().optional(),
    docType: z.coerce.number().pipe(z.literal(DOC_TYPES)).optional(),
  })
  .superRefine((q, ctx) => {
    const days = dayNumber(q.endDate) - dayNumber(q.startDate);
    if (days < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'reports.validation.endBeforeStart',
      });
    } else if (days + 1 > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'reports.validation.periodTooLong',
      });
    }
  });
export type TReportRunQuery = z.infer<typeof ZReportRunQuery>;

/** Spec §7 file downloader: where to fetch the file and the bearer token for it. */
export const ZFileDownloaderConfig = z.object({
  success: z.boolean(),
  backendRequestUrl: z.string(),
  accessToken: z.string(),
});
export type TFileDownloaderConfig = z.infer<typeof ZFileDownloaderConfig>;

export const ZReportFileParams = z.object({ requestId: z.uuid() });
