import { z } from 'zod';
import { posText, ZPosDate, ZPosTime } from './primitives';

/**
 * The ÖKC receipt an invoice refers to (domain.md: BillingReference with DocumentTypeCode OKCBF),
 * e.g. an invoice issued afterwards for a sale the cash register printed a Bilgi Fişi for.
 */
export const ZPosOkcInfo = z.object({
  serialNo: posText(50),
  receiptNo: posText(50),
  receiptDate: ZPosDate,
  receiptTime: ZPosTime.optional(),
  zReportNo: posText(50).optional(),
});
export type TPosOkcInfo = z.infer<typeof ZPosOkcInfo>;
