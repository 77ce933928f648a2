import { z } from 'zod';

/** The JSON protocol between the HTTP client plugin and the simulator service. */
export const ZWireContext = z.object({
  docType: z.number().int(),
  supplierTaxNo: z.string(),
  integratorUid: z.string().nullable().default(null),
  integratorOptions: z.record(z.string(), z.unknown()).default({}),
});
export type TWireContext = z.input<typeof ZWireContext>;

const ZEttn = z.string().min(1).max(64);

export const WIRE_INPUTS = {
  send: z.object({ ettn: ZEttn, xmlBase64: z.base64() }),
  status: z.object({ ettn: ZEttn }),
  cancel: z.object({
    ettn: ZEttn,
    reason: z.string().max(250),
    cancelDate: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
  }),
  'fetch-ubl': z.object({ ettn: ZEttn }),
  'client-response': z.object({ ettn: ZEttn }),
  'taxpayer-lookup': z.object({ taxNo: z.string().regex(/^\d{10,11}$/) }),
} as const;
export type TWireOperation = keyof typeof WIRE_INPUTS;

export const ZReceivedQuery = z.object({ ettn: z.string().min(1).optional() });
