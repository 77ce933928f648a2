import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZDocType } from '../domain/enums';
import { ZPosCustomer } from '../pos/customer';
import { LANGUAGES } from '../i18n/languages';

/** Spec §5 / §9: cancel reason 2 to 250 characters. */
export const CANCEL_REASON_MIN = 2;
export const CANCEL_REASON_MAX = 250;

/** Spec §3 "Cancel payload". */
export const ZCancelDocumentInput = z.object({
  docType: ZDocType,
  ettn: z.uuid(),
  cancelReason: z
    .string()
    .trim()
    .min(CANCEL_REASON_MIN, messageKey('validation.cancelReasonLength'))
    .max(CANCEL_REASON_MAX, messageKey('validation.cancelReasonLength')),
  cancelDate: z.iso.datetime({ offset: true }),
});
export type TCancelDocumentInput = z.infer<typeof ZCancelDocumentInput>;

/** `customer`: the corrected buyer, checked by the POS API's own rules (spec §3 "Resend document"). */
export const ZResendDocumentInput = z.object({
  documentId: z.uuid(),
  customer: ZPosCustomer.optional(),
});
export type TResendDocumentInput = z.infer<typeof ZResendDocumentInput>;

/** What cancel and resend answer: the request is recorded; the pipeline carries it out. */
export const ZDocumentActionResult = z.object({
  documentId: z.uuid(),
  status: z.number().int(),
  pipelineStep: z.string().nullable(),
});
export type TDocumentActionResult = z.infer<typeof ZDocumentActionResult>;

export const ZDocumentIdQuery = z.object({ documentId: z.uuid() });
export const ZEttnQuery = z.object({ ettn: z.uuid() });
export const ZSaleTransactionIdQuery = z.object({ saleTransactionId: z.uuid() });
export const ZUblQuery = z.object({
  ettn: z.uuid(),
  dontCallIntegrator: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** Spec §3 "Integrator request". */
export const ZIntegratorRequest = z.object({
  data: z.object({
    success: z.boolean(),
    integratorRequestBase64: z.string().nullable(),
    hash: z.string().nullable(),
  }),
});
export type TIntegratorRequest = z.infer<typeof ZIntegratorRequest>;

/** Spec §3 "Integrator response": date `dd.MM.yyyy - HH:mm` (Istanbul), newest first. */
export const ZIntegratorResponseEntry = z.object({
  date: z.string(),
  status: z.number().int().nullable(),
  data: z.string().nullable(),
});
export const ZIntegratorResponseList = z.object({ list: z.array(ZIntegratorResponseEntry) });
export type TIntegratorResponseList = z.infer<typeof ZIntegratorResponseList>;

/** Export of the document list by e-mail as .xlsx (spec §2 "İşlem Listesi İndir", §7). */
export const ZDocumentExportInput = z.object({
  filter: z.string().max(4000).default(''),
  sort: z.string().max(200).default(''),
  storeId: z.uuid().optional(),
  /** Defaults to the signed-in user's address. */
  email: z.email().max(254).optional(),
  /** The language of the screen it was asked from; the file and its mail are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type TDocumentExportInput = z.infer<typeof ZDocumentExportInput>;
export const ZDocumentExportAccepted = z.object({ exportRequestId: z.uuid() });
export type TDocumentExportAccepted = z.infer<typeof ZDocumentExportAccepted>;
