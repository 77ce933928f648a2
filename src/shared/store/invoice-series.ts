import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZDocType } from '../domain/enums';

/** GİB invoice number = 3-character prefix + year + 9-digit sequence; the prefix is [A-Z0-9]. */
export const ZSeriesPrefix = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3}$/, messageKey('stores.validation.seriesPrefix'));

export const ZInvoiceSeriesInput = z.object({
  docType: ZDocType,
  prefix: ZSeriesPrefix,
  isActive: z.boolean().default(true),
});
export type TInvoiceSeriesInput = z.input<typeof ZInvoiceSeriesInput>;

export const ZInvoiceSeries = z.object({
  id: z.uuid(),
  docType: ZDocType,
  prefix: z.string(),
  isActive: z.boolean(),
});
export type TInvoiceSeries = z.infer<typeof ZInvoiceSeries>;
