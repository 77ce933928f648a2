import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
import { deviceHeaders, saleBody } from '../modules/pos/pos.test-support';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { freePort } from '../test/free-port';
import { createPipelineTenant } from './pipeline-fixtures.test-support';
import { startCli, stopChild, waitUntilUp, type TChild } from './process-harness.test-support';

const SECRET_KEY = '22'.repeat(32);
const DEVICES = 4;
const SALES_PER_DEVICE = 30;
const KILL_AFTER_ACCEPTED = 45;
// The CLI checks sale times against the real clock; one time for the run keeps retries identical.
const SALE_TIME = new Date().toISOString();

let database: TTestDatabase;
let simulator: TChild;
let simulatorUrl: string;
const servers: TChild[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  simulatorUrl = `http://127.0.0.1:${port}`;
  simulator = startCli(
    'src/server/cli/simulator.ts',
    ['--port', String(port), '--speed', '50'],
    {},
  );
  await waitUntilUp(`${simulatorUrl}/health`, simulator, 60_000);
}, 120_000);

afterAll(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
  if (simulator) await stopChild(simulator);
  await database?.drop();
});

async function startServer(port: number): Promise<TChild> {
  const server = startCli('src/server/cli/start.ts', [], {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SECRET_KEY,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DOCUMENTS: '0',
    SIMULATOR_URL: simulatorUrl,
    PIPELINE_POLL_SECONDS: '0.1',
    PIPELINE_LEASE_SECONDS: '3',
    INTEGRATOR_TIMEOUT_MS: '3000',
  });
  servers.push(server);
  await waitUntilUp(`http://127.0.0.1:${port}/api/health`, server, 180_000);
  return server;
}

type TOutcome = { key: string; device: number; documentId?: string; ettn?: string };

/** Posts one sale; undefined when the server did not answer (it was killed meanwhile). */
async function post(baseUrl: string, credential: string, key: string) {
  try {
    const res = await fetch(`${baseUrl}/api/pos/sale-transactions`, {
      method: 'POST',
      headers: { ...deviceHeaders(credential, key), 'content-type': 'application/json' },
      body: JSON.stringify(saleBody(key, undefined, { transactionTime: SALE_TIME })),
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as { documentId: string; ettn: string };
  } catch (err) {
    if (err instanceof TypeError) return undefined;
    throw err;
  }
}

describe('crash safety', () => {
  it('loses nothing and sends nothing twice when the server is killed mid-burst', async () => {
    const db = createDb(database.pool);
    const setup = await createPipelineTenant(db, Buffer.from(SECRET_KEY, 'hex'), DEVICES);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = await startServer(port);

    const outcomes: TOutcome[] = [];
    let accepted = 0;
    let killed = false;
    const kill = async () => {
      killed = true;
      await stopChild(first, 'SIGKILL');
    };
    await Promise.all(
      setup.credentials.map(async (credential, device) => {
        for (let i = 0; i < SALES_PER_DEVICE && !killed; i++) {
          const key = `crash-${device}-${i}`;
          const answer = await post(baseUrl, credential, key);
          outcomes.push({ key, device, ...answer });
          if (answer && ++accepted === KILL_AFTER_ACCEPTED) await kill();
        }
      }),
    );
    expect(killed).toBe(true);

    await startServer(port);
    // Devices retry what got no answer (same key, same body) and post the rest of their sales.
    for (const o of outcomes.filter((x) => !x.documentId)) {
      Object.assign(o, await post(baseUrl, setup.credentials[o.device] ?? '', o.key));
    }
    for (let device = 0; device < DEVICES; device++) {
      const done = outcomes.filter((o) => o.device === device).length;
      for (let i = done; i < SALES_PER_DEVICE; i++) {
        const key = `crash-${device}-${i}`;
        outcomes.push({
          key,
          device,
          ...(await post(baseUrl, setup.credentials[device] ?? '', key)),
        });
      }
    }
    expect(outcomes.every((o) => o.documentId)).toBe(true);
    expect(outcomes).toHaveLength(DEVICES * SALES_PER_DEVICE);

    const deadline = Date.now() + 240_000;
    let open = -1;
    while (Date.now() < deadline) {
      const { rows } = await database.pool.query<{ n: number }>(
        `select count(*)::int as n from documents where tenant_id = $1 and pipeline_step is not null`,
        [setup.tenantId],
      );
      open = rows[0]?.n ?? -1;
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(open).toBe(0);

    const { rows: docs } = await database.pool.query<{
      id: string;
      ettn: string;
      status: number;
      gib: number | null;
      key: string;
      invoice_no: string;
    }>(
      `select d.id, d.ettn, d.status, d.gib_status_code as gib, d.invoice_no, s.idempotency_key as key
         from documents d join sale_transactions s
           on s.tenant_id = d.tenant_id and s.id = d.sale_transaction_id
        where d.tenant_id = $1`,
      [setup.tenantId],
    );
    // Every accepted sale has exactly one document, and it is the one the device was told about.
    expect(docs).toHaveLength(outcomes.length);
    const byKey = new Map(docs.map((d) => [d.key, d]));
    for (const o of outcomes) expect(byKey.get(o.key)?.id).toBe(o.documentId);
    // Each reached a final state: delivered and successful.
    expect(docs.filter((d) => d.status !== 2 || d.gib !== 1300)).toEqual([]);
    // Numbers 1..n without a gap (one series for the store and year).
    const seqs = docs.map((d) => Number(d.invoice_no.slice(7))).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    // The integrator received each ETTN exactly once.
    const res = await fetch(`${simulatorUrl}/received`);
    const received = (await res.json()) as { records: { ettn: string; deliveries: number }[] };
    const deliveries = new Map(received.records.map((r) => [r.ettn.toLowerCase(), r.deliveries]));
    expect(docs.filter((d) => deliveries.get(d.ettn.toLowerCase()) !== 1)).toEqual([]);
  }, 600_000);
});
