import { z } from 'zod';

export const EXPORT_STATUSES = ['pending', 'done', 'failed'] as const;

/**
 * `GET /api/invoice/export/:id`: where one of the user's export requests stands. The failure
 * reason stays on the server (operators read it); the user learns only that it failed.
 */
export const ZDocumentExportStatus = z.object({
  exportRequestId: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  email: z.string(),
  /** Rows in the mailed file; null until the export is done. */
  rowCount: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDocumentExportStatus = z.infer<typeof ZDocumentExportStatus>;

export const ZExportRequestIdParams = z.object({ id: z.uuid() });
