import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
import { readDocumentFile } from '../documents/document-file.repository';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { freePort } from '../test/free-port';
import { createPipelineTenant } from './pipeline-fixtures.test-support';
import { startCli, stopChild, waitUntilUp, type TChild } from './process-harness.test-support';
import {
  postSale,
  simulatorClient,
  startWorker,
  stepsReported,
  waitForWorker,
  waitUntilSettled,
} from './scale-out.test-support';

const SECRET_KEY = '33'.repeat(32);
const ROUNDS = 2;
const SALES_PER_ROUND = 6;
const SALE_TIME = new Date().toISOString();

let database: TTestDatabase;
let simulator: TChild;
let simulatorUrl = '';
let sim: ReturnType<typeof simulatorClient>;
let server: TChild;
let baseUrl: string;
const children: TChild[] = [];

const workerEnv = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  SECRET_KEY,
  SIMULATOR_URL: simulatorUrl,
  PIPELINE_CONCURRENCY: '4',
  PIPELINE_POLL_SECONDS: '0.1',
  PIPELINE_LEASE_SECONDS: '3',
  INTEGRATOR_TIMEOUT_MS: '3000',
});

async function bootWorker(): Promise<TChild> {
  const worker = startWorker(workerEnv());
  children.push(worker);
  await waitForWorker(worker, 180_000);
  return worker;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const simPort = await freePort();
  simulatorUrl = `http://127.0.0.1:${simPort}`;
  simulator = startCli(
    'src/server/cli/simulator.ts',
    ['--port', String(simPort), '--speed', '50'],
    {},
  );
  await waitUntilUp(`${simulatorUrl}/health`, simulator, 60_000);
  sim = simulatorClient(simulatorUrl);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The web node only takes sales: the two worker processes below run the whole pipeline.
  server = startCli('src/server/cli/start.ts', [], {
    ...workerEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DOCUMENTS: '0',
    PIPELINE: 'off',
  });
  children.push(server);
  await waitUntilUp(`${baseUrl}/api/health`, server, 180_000);
}, 300_000);

afterAll(async () => {
  for (const c of children) await stopChild(c, 'SIGKILL');
  if (simulator) await stopChild(simulator);
  await database?.drop();
});

/** Documents the integrator has registered while the database does not yet say they were sent. */
async function sendsInFlight(tenantId: string): Promise<string[]> {
  const received = await sim.received();
  const { rows } = await database.pool.query<{ ettn: string }>(
    `select ettn from documents where tenant_id = $1 and sent_at is null`,
    [tenantId],
  );
  return rows
    .map((r) => r.ettn.toLowerCase())
    .filter((e) => (received.get(e)?.deliveries ?? 0) > 0);
}

describe('two pipeline workers on one database', () => {
  it('share the work, and killed while sends are in flight send nothing twice', async () => {
    const db = createDb(database.pool);
    const setup = await createPipelineTenant(db, Buffer.from(SECRET_KEY, 'hex'), 1);
    const credential = setup.credentials[0] ?? '';
    let workers = [await bootWorker(), await bootWorker()];
    const inFlightAtKill = new Set<string>();
    let key = 0;
    const postSales = async () => {
      for (let i = 0; i < SALES_PER_ROUND; i++)
        await postSale(baseUrl, credential, `scale-${key++}`, SALE_TIME);
    };

    for (let round = 0; round < ROUNDS; round++) {
      await postSales();
      // The integrator takes each send and never answers: the workers wait for their timeout.
      await sim.control({ action: 'timeout', process: true });
      let inFlight: string[] = [];
      const until = Date.now() + 120_000;
      while (inFlight.length === 0 && Date.now() < until) {
        inFlight = await sendsInFlight(setup.tenantId);
      }
      expect(inFlight.length).toBeGreaterThan(0);
      await Promise.all(workers.map((w) => stopChild(w, 'SIGKILL')));
      for (const e of inFlight) inFlightAtKill.add(e);
      await sim.control({ action: 'normal' });
      workers = [await bootWorker(), await bootWorker()];
    }
    await postSales();
    await waitUntilSettled(database.pool, setup.tenantId, 300_000);
    await Promise.all(workers.map((w) => stopChild(w, 'SIGTERM')));
    // Both processes took part after the last restart.
    const quiet = workers.filter((w) => stepsReported(w) <= 0);
    expect(quiet.map((w) => w.output().slice(-3000))).toEqual([]);

    const { rows: docs } = await database.pool.query<{
      id: string;
      ettn: string;
      status: number;
      gib: number | null;
      invoice_no: string;
      sends: number;
    }>(
      `select d.id, d.ettn, d.status, d.gib_status_code as gib, d.invoice_no,
              (select count(*)::int from integrator_exchanges x
                where x.tenant_id = d.tenant_id and x.document_id = d.id and x.operation = 'send') as sends
         from documents d where d.tenant_id = $1`,
      [setup.tenantId],
    );
    expect(docs).toHaveLength((ROUNDS + 1) * SALES_PER_ROUND);
    expect(docs.filter((d) => d.status !== 2 || d.gib !== 1300)).toEqual([]);
    const seqs = docs.map((d) => Number(d.invoice_no.slice(7))).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    // Every send that reached the integrator counts, rejected or duplicate: exactly one each.
    const received = await sim.received();
    const notOnce = docs
      .map((d) => ({ ...d, received: received.get(d.ettn.toLowerCase()) }))
      .filter((d) => d.received?.attempts !== 1 || d.received.deliveries !== 1);
    expect(notOnce).toEqual([]);
    // A send's row is written when its answer comes back; a worker killed before that leaves
    // none, and the restarted pipeline asks the integrator instead of sending again.
    expect(docs.filter((d) => d.sends > 1)).toEqual([]);
    const unlogged = docs.filter((d) => d.sends === 0).map((d) => d.ettn.toLowerCase());
    expect(unlogged.length).toBeGreaterThan(0);
    expect(unlogged.filter((e) => !inFlightAtKill.has(e))).toEqual([]);
    // The integrator holds byte for byte the signed file we keep.
    for (const d of docs) {
      const stored = await readDocumentFile(
        db,
        { tenantId: setup.tenantId, documentId: d.id },
        'signed',
      );
      expect(await sim.heldXml(d.ettn)).toBe(stored?.content.toString('utf8'));
    }
  }, 900_000);
});
