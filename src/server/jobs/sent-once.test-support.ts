import type pg from 'pg';
import type { TDb } from '../db/database';
import { readDocumentFile } from '../documents/document-file.repository';
import type { simulatorClient } from './scale-out.test-support';

/** The integrator seen from outside: the simulator service, or the İzibiz double. */
type TSimulator = Pick<ReturnType<typeof simulatorClient>, 'received' | 'heldXml'>;

/** Documents a send reached (the integrator counted it) while the database does not say sent. */
async function reachedButUnsent(pool: pg.Pool, sim: TSimulator, tenantId: string) {
  const received = await sim.received();
  const { rows } = await pool.query<{ ettn: string }>(
    `select ettn::text as ettn from documents where tenant_id = $1 and sent_at is null`,
    [tenantId],
  );
  return rows.map((r) => r.ettn).filter((e) => (received.get(e)?.attempts ?? 0) > 0);
}

/**
 * Waits for a send in flight other than those of earlier kills (still being resolved): one the
 * integrator has and the database has not recorded, still so a second later. A send answered
 * just before the integrator stopped answering is in that state for a moment only (CI once
 * killed on such a moment and found nothing in flight).
 */
export async function waitForSendInFlight(
  pool: pg.Pool,
  sim: TSimulator,
  tenantId: string,
  earlier: ReadonlySet<string>,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  const fresh = async () =>
    (await reachedButUnsent(pool, sim, tenantId)).filter((e) => !earlier.has(e));
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  for (;;) {
    const seen = await fresh();
    if (seen.length > 0) {
      await pause(1000);
      const still = await fresh();
      if (seen.some((e) => still.includes(e))) return;
    }
    if (Date.now() > until) throw new Error('no send reached the integrator');
    await pause(200);
  }
}

/**
 * After a kill: the sends in flight. Waits until what the integrator received stops changing, so
 * a request already on its way when the process died is counted too.
 */
export async function sendsInFlightAfterKill(
  pool: pg.Pool,
  sim: TSimulator,
  tenantId: string,
): Promise<string[]> {
  let last = '';
  for (;;) {
    const received = [...(await sim.received()).values()];
    const now = JSON.stringify(received.map((r) => [r.ettn, r.attempts]).sort());
    if (now === last) return reachedButUnsent(pool, sim, tenantId);
    last = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * What "sent once" means, checked from outside, each list empty when it holds: every document
 * final and successful, numbers 1..n without a gap, one send that reached the integrator per
 * ETTN (its own count, rejected and duplicate sends included), one answered send row in the
 * exchange log, except for a send in flight at a kill (its row has no answer and the restarted
 * pipeline asked instead of sending again), and the bytes the integrator holds equal to the
 * stored signed file.
 */
export async function sentOnceReport(
  deps: { db: TDb; pool: pg.Pool; sim: TSimulator },
  tenantId: string,
  inFlightAtKill: ReadonlySet<string>,
) {
  const { rows: docs } = await deps.pool.query<{
    id: string;
    ettn: string;
    status: number;
    gib: number | null;
    invoice_no: string;
    answered: number;
    unanswered: number;
  }>(
    `select d.id, d.ettn::text as ettn, d.status, d.gib_status_code as gib, d.invoice_no,
            count(x.id) filter (where x.response_date is not null)::int as answered,
            count(x.id) filter (where x.response_date is null)::int as unanswered
       from documents d
       left join integrator_exchanges x
         on x.tenant_id = d.tenant_id and x.document_id = d.id and x.operation = 'send'
      where d.tenant_id = $1
      group by d.tenant_id, d.id`,
    [tenantId],
  );
  const received = await deps.sim.received();
  const seqs = docs.map((d) => Number(d.invoice_no.slice(7))).sort((a, b) => a - b);
  const bytesDiffer: string[] = [];
  for (const d of docs) {
    const stored = await readDocumentFile(deps.db, { tenantId, documentId: d.id }, 'signed');
    if ((await deps.sim.heldXml(d.ettn)) !== stored?.content.toString('utf8')) {
      bytesDiffer.push(d.ettn);
    }
  }
  return {
    documents: docs.length,
    notFinal: docs.filter((d) => d.status !== 2 || d.gib !== 1300),
    gapless: seqs.every((n, i) => n === i + 1),
    notOnceAtIntegrator: docs
      .map((d) => ({ ettn: d.ettn, ...received.get(d.ettn) }))
      .filter((d) => d.attempts !== 1 || d.deliveries !== 1),
    sendRowsWrong: docs.filter((d) =>
      inFlightAtKill.has(d.ettn) ? d.answered !== 0 || d.unanswered < 1 : d.answered !== 1,
    ),
    bytesDiffer,
  };
}

/** The report of `documents` documents each sent once (sentOnceReport with every list empty). */
export function sentOnce(documents: number) {
  return {
    documents,
    notFinal: [],
    gapless: true,
    notOnceAtIntegrator: [],
    sendRowsWrong: [],
    bytesDiffer: [],
  };
}
