import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DoubleState } from './double-state';

const ZCount = z.number().int().min(1).default(1);
const ZOperation = z.string().min(1).optional();

/** Commands for the double's POST /control. */
export const ZDoubleControl = z.discriminatedUnion('action', [
  // Back to normal service: faults cleared, documents and accounts kept.
  z.object({ action: z.literal('normal') }),
  // Forget everything, as freshly started.
  z.object({ action: z.literal('reset') }),
  z.object({
    action: z.literal('transport'),
    fault: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('slow'), delayMs: z.number().int().min(0).max(600_000) }),
      z.object({ kind: z.literal('timeout'), process: z.boolean().default(true) }),
      z.object({ kind: z.literal('http-error'), status: z.number().int().min(500).max(599) }),
      z.object({ kind: z.literal('malformed') }),
      z.object({ kind: z.literal('cut') }),
    ]),
    operation: ZOperation,
    count: ZCount,
  }),
  // The next calls (of an operation) answer with this İzibiz error code.
  z.object({
    action: z.literal('error'),
    code: z.number().int(),
    text: z.string().default('Beklenmedik bir hata oluştu'),
    operation: ZOperation,
    count: ZCount,
  }),
  // The next documents (or this ETTN) end at GİB with this code instead of 1300.
  z.object({
    action: z.literal('gib-outcome'),
    code: z.number().int().min(1100).max(1299),
    ettn: z.string().min(1).optional(),
    count: ZCount,
  }),
  // For `ms` (clock) after taking a document, status questions about it find nothing.
  z.object({ action: z.literal('status-lag'), ms: z.number().int().min(0).max(86_400_000) }),
  // Every open session ends: the next call meets 10004.
  z.object({ action: z.literal('expire-sessions') }),
  z.object({
    action: z.literal('account'),
    username: z.string().min(1),
    password: z.string().min(1),
    active: z.boolean().default(true),
    customerActive: z.boolean().default(true),
    products: z
      .array(z.enum(['EINVOICE', 'EARCHIVE', 'EDESPATCH', 'ESMM']))
      .default(['EINVOICE', 'EARCHIVE', 'EDESPATCH', 'ESMM']),
  }),
  z.object({
    action: z.literal('gib-user'),
    vkn: z.string().regex(/^\d{10,11}$/),
    title: z.string().min(1),
    aliases: z.array(
      z.object({
        alias: z.string().min(1),
        unit: z.enum(['PK', 'GB']),
        documentType: z.enum(['INVOICE', 'DESPATCHADVICE']),
      }),
    ),
  }),
  // The buyer of a commercial invoice answers (KABUL / RED).
  z.object({
    action: z.literal('client-response'),
    ettn: z.string().min(1),
    accept: z.boolean(),
    reason: z.string().optional(),
  }),
  z.object({ action: z.literal('advance'), ms: z.number().int().min(0) }),
  z.object({ action: z.literal('speed'), factor: z.number().positive().max(10_000_000) }),
]);
export type TDoubleControl = z.input<typeof ZDoubleControl>;

export class DoubleControlError extends Error {}

/** Applies one command (validated here, so HTTP and in-process callers behave alike). */
export function applyDoubleControl(state: DoubleState, command: TDoubleControl): void {
  const cmd = ZDoubleControl.parse(command);
  switch (cmd.action) {
    case 'normal':
      state.statusLagMs = 0;
      return state.faults.clear();
    case 'reset':
      return state.reset();
    case 'transport':
      return state.faults.addTransport(cmd.fault, cmd.operation, cmd.count);
    case 'error':
      return state.faults.addError(cmd.code, cmd.text, cmd.operation, cmd.count);
    case 'gib-outcome':
      return state.faults.addGibOutcome(cmd.code, cmd.ettn, cmd.count);
    case 'status-lag':
      state.statusLagMs = cmd.ms;
      return;
    case 'expire-sessions':
      return state.sessions.clear();
    case 'account': {
      const { action: _, ...account } = cmd;
      state.accounts.set(account.username, account);
      return;
    }
    case 'gib-user': {
      const { action: _, ...user } = cmd;
      state.gibUsers.set(user.vkn, user);
      return;
    }
    case 'client-response': {
      const doc = state.documents.get(cmd.ettn.toLowerCase());
      if (!doc || doc.kind !== 'efatura') throw new DoubleControlError(`no e-Fatura ${cmd.ettn}`);
      if (doc.buyerAnswer) throw new DoubleControlError('the buyer answered already');
      doc.buyerAnswer = { accept: cmd.accept, reason: cmd.reason ?? null, at: state.clock.nowMs() };
      return;
    }
    case 'advance':
      return state.clock.advance(cmd.ms);
    case 'speed':
      return state.clock.setSpeed(cmd.factor);
  }
}

const ZEttnQuery = z.object({ ettn: z.string().min(1) });
const ZReceivedQuery = z.object({ ettn: z.string().min(1).optional() });

/** Per ETTN, as the simulator counts: every send that arrived, and registrations (once = 1). */
function receivedRecord(state: DoubleState, ettn: string) {
  const key = ettn.toLowerCase();
  return {
    ettn: key,
    attempts: state.submissions.get(key) ?? 0,
    deliveries: state.registrations.get(key) ?? 0,
    held: state.documents.has(key),
  };
}

/** POST /control, and what tests read back: submissions per ETTN, the held copy, violations. */
export function registerDoubleControl(app: FastifyInstance, state: DoubleState): void {
  app.post('/control', async (request, reply) => {
    const command = ZDoubleControl.safeParse(request.body);
    if (!command.success)
      return reply.code(400).send({ error: 'invalid command', issues: command.error.issues });
    try {
      applyDoubleControl(state, command.data);
    } catch (err) {
      if (err instanceof DoubleControlError) return reply.code(409).send({ error: err.message });
      throw err;
    }
    return { ok: true, now: state.clock.now() };
  });
  app.get('/received', async (request, reply) => {
    const query = ZReceivedQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'invalid query' });
    if (query.data.ettn) return receivedRecord(state, query.data.ettn);
    const records = [...state.submissions.keys()].map((ettn) => receivedRecord(state, ettn));
    return { total: records.length, records };
  });
  app.get('/held', async (request, reply) => {
    const query = ZEttnQuery.safeParse(request.query);
    const doc = query.success ? state.documents.get(query.data.ettn.toLowerCase()) : undefined;
    if (!doc) return reply.code(404).send({ error: 'not held' });
    return reply.type('application/xml').send(doc.held);
  });
  app.get('/violations', async () => ({ violations: state.violations }));
  app.get('/health', async () => ({
    ok: true,
    now: state.clock.now(),
    documents: state.documents.size,
  }));
}
