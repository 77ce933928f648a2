import type pg from 'pg';
import { deviceHeaders, saleBody } from '../modules/pos/pos.test-support';
import { startCli, type TChild } from './process-harness.test-support';

export type TReceived = { ettn: string; deliveries: number; attempts: number };

/** The simulator service as the tests see it from outside: what it received and holds. */
export function simulatorClient(url: string) {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return {
    control: (command: object) => post('/control', command),
    async received(): Promise<Map<string, TReceived>> {
      const res = await fetch(`${url}/received`);
      const body = (await res.json()) as { records: TReceived[] };
      return new Map(body.records.map((r) => [r.ettn.toLowerCase(), r]));
    },
    /** The signed XML the integrator registered for the ETTN. */
    async heldXml(ettn: string): Promise<string | null> {
      const answer = (await post('/api/fetch-ubl', {
        context: { docType: 2, supplierTaxNo: '1234567890' },
        input: { ettn },
      })) as { xml: string | null };
      return answer.xml;
    },
  };
}

/** `npm run worker` as its own process: pipeline only, no HTTP server. */
export function startWorker(env: NodeJS.ProcessEnv): TChild {
  return startCli('src/server/cli/worker.ts', [], { LOG_LEVEL: 'info', ...env });
}

/** Waits for the worker's start line (it has no health endpoint). */
export async function waitForWorker(child: TChild, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!child.output().includes('pipeline worker started')) {
    if (child.process.exitCode !== null || Date.now() > until) {
      throw new Error(`worker did not start:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The steps a worker reported when asked to stop. */
export function stepsReported(child: TChild): number {
  const line = child.output().match(/"stepsRun":(\d+)[^\n]*pipeline worker stopping/);
  return Number(line?.[1] ?? -1);
}

export async function postSale(baseUrl: string, credential: string, key: string, time: string) {
  const res = await fetch(`${baseUrl}/api/pos/sale-transactions`, {
    method: 'POST',
    headers: { ...deviceHeaders(credential, key), 'content-type': 'application/json' },
    body: JSON.stringify(saleBody(key, undefined, { transactionTime: time })),
  });
  if (res.status !== 201) throw new Error(`sale refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as { documentId: string; ettn: string };
}

export async function waitUntilSettled(pool: pg.Pool, tenantId: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from documents where tenant_id = $1 and pipeline_step is not null`,
      [tenantId],
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > until) {
      throw new Error(
        `${rows[0]?.n} documents still in the pipeline:\n${await pipelineState(pool, tenantId)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The unsettled documents' pipeline state, one line each, for a failure message. */
async function pipelineState(pool: pg.Pool, tenantId: string): Promise<string> {
  const { rows } = await pool.query<Record<string, unknown>>(
    `select ettn, pipeline_step, status, gib_status_code, attempt_count, sent_at,
            next_check_at, now() as db_now, failure_reason
       from documents where tenant_id = $1 and pipeline_step is not null
      order by invoice_no`,
    [tenantId],
  );
  const jobs = await pool.query<Record<string, unknown>>(
    `select name, state, count(*)::int as n from pgboss.job group by 1, 2 order by 1, 2`,
  );
  const sessions = await pool.query<Record<string, unknown>>(
    `select pid, state, wait_event_type, wait_event, now() - state_change as for,
            left(query, 120) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const locks = await pool.query<Record<string, unknown>>(
    `select pid, objid, granted from pg_locks where locktype = 'advisory'`,
  );
  return [rows, jobs.rows, sessions.rows, locks.rows]
    .flat()
    .map((r) => JSON.stringify(r))
    .join('\n');
}

export async function waitUntilRolledUp(pool: pg.Pool, tenantId: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from document_count_deltas where tenant_id = $1`,
      [tenantId],
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > until) throw new Error(`${rows[0]?.n} count deltas never rolled up`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
