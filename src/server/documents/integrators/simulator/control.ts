import { z } from 'zod';
import {
  GIB_DELIVERY_FAILURE_CODES,
  GIB_REJECTION_CODES,
} from '../../../../shared/domain/gib-status';

export const ZSimulatedFailureCode = z.literal([
  ...GIB_REJECTION_CODES,
  ...GIB_DELIVERY_FAILURE_CODES,
]);
export type TSimulatedFailureCode = z.infer<typeof ZSimulatedFailureCode>;

/** Commands for `POST /control` and `SimulatorEngine.control`. */
export const ZSimulatorControl = z.discriminatedUnion('action', [
  // Back to normal service: clears transport faults and pending failures (records stay).
  z.object({ action: z.literal('normal') }),
  // Forget everything received, as if freshly started.
  z.object({ action: z.literal('reset') }),
  // The next `count` sends (or the next sends of `ettn`) end with `code`.
  z.object({
    action: z.literal('fail'),
    code: ZSimulatedFailureCode,
    count: z.number().int().min(1).default(1),
    ettn: z.string().min(1).optional(),
  }),
  z.object({ action: z.literal('slow'), delayMs: z.number().int().min(0).max(600_000) }),
  // Never answer within the client's timeout. `process: true` handles the request anyway (the
  // answer is lost on the way back), the case where a resend must meet 1163.
  z.object({ action: z.literal('timeout'), process: z.boolean().default(true) }),
  z.object({ action: z.literal('offline'), reason: z.string().optional() }),
  // For `ms` (simulated) after it takes a document, a status question about it is answered as
  // for an unknown ETTN, as an integrator's queues or replicas may answer for a while.
  z.object({ action: z.literal('status-lag'), ms: z.number().int().min(0).max(86_400_000) }),
  z.object({ action: z.literal('speed'), factor: z.number().positive().max(10_000_000) }),
  z.object({ action: z.literal('advance'), ms: z.number().int().min(0) }),
  z.object({
    action: z.literal('taxpayer'),
    taxNo: z.string().regex(/^\d{10,11}$/),
    isOnline: z.boolean(),
    reason: z.string().optional(),
    name: z.string().optional(),
  }),
  // The buyer of a TICARIFATURA invoice answers (KABUL / RED).
  z.object({
    action: z.literal('client-response'),
    ettn: z.string().min(1),
    accept: z.boolean(),
    reason: z.string().optional(),
  }),
]);
export type TSimulatorControl = z.input<typeof ZSimulatorControl>;
export type TSimulatorControlParsed = z.output<typeof ZSimulatorControl>;

export type TTransportFault =
  | { kind: 'slow'; delayMs: number }
  | { kind: 'timeout'; process: boolean }
  | { kind: 'offline'; reason: string };

/** Per-store simulator options (integratorOptions; the product's pluginConfigurations list them). */
export const ZSimulatorStoreOptions = z.object({
  responseDelayMs: z.coerce.number().int().min(0).max(60_000).optional().catch(undefined),
  failureMode: z.enum(['none', 'reject', 'timeout', 'offline']).optional().catch(undefined),
  failureCode: ZSimulatedFailureCode.optional().catch(undefined),
  clientResponse: z.enum(['auto', 'accept', 'reject', 'none']).optional().catch(undefined),
});
export type TSimulatorStoreOptions = z.infer<typeof ZSimulatorStoreOptions>;

export function parseStoreOptions(options: Record<string, unknown>): TSimulatorStoreOptions {
  const parsed = ZSimulatorStoreOptions.safeParse(options);
  return parsed.success ? parsed.data : {};
}
