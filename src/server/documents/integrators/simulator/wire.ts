import { z } from 'zod';

/**
 * The protocol between the HTTP client plugin and the simulator service: JSON `{ context, input }`
 * bodies, except a send, whose body is the signed document itself (`application/xml`, the ETTN
 * in the query, the context in a header), as integrators take UBL: no base64 and no JSON around
 * ~270 KB.
 */
export const ZWireContext = z.object({
  docType: z.number().int(),
  supplierTaxNo: z.string(),
  integratorUid: z.string().nullable().default(null),
  integratorOptions: z.record(z.string(), z.unknown()).default({}),
});
export type TWireContext = z.input<typeof ZWireContext>;

export const ZEttn = z.string().min(1).max(64);

/** The header a send's context travels in: base64url of its JSON. */
export const CONTEXT_HEADER = 'x-integrator-context';

export function encodeContextHeader(context: TWireContext): string {
  return Buffer.from(JSON.stringify(context), 'utf8').toString('base64url');
}

/** The context of a send, or null when the header is missing or not one. */
export function decodeContextHeader(value: unknown): z.output<typeof ZWireContext> | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = ZWireContext.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const WIRE_INPUTS = {
  send: z.object({ ettn: ZEttn }),
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
