import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
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
  waitUntilRolledUp,
  waitUntilSettled,
} from './scale-out.test-support';
import {
  sendsInFlightAfterKill,
  sentOnce,
  sentOnceReport,
  waitForSendInFlight,
} from './sent-once.test-support';

const SECRET_KEY = '33'.repeat(32);
const ROUNDS = 2;
const SALES_PER_ROUND = 6;
// More than one worker holds at once (PIPELINE_CONCURRENCY 4), so both have a share.
const FINAL_SALES = 16;
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
  // Longer than any round: a send in flight stays in flight until its worker is killed.
  INTEGRATOR_TIMEOUT_MS: '120000',
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

describe('two pipeline workers on one database', () => {
  it('share the work, and killed while sends are in flight send nothing twice', async () => {
    const db = createDb(database.pool);
    const setup = await createPipelineTenant(db, Buffer.from(SECRET_KEY, 'hex'), 1);
    const credential = setup.credentials[0] ?? '';
    // Both at once, the first time on a database where the job queue's schema does not exist
    // yet; and a worker up seconds before the other could finish a round's work alone.
    const bootBoth = () => Promise.all([bootWorker(), bootWorker()]);
    let workers = await bootBoth();
    const inFlightAtKill = new Set<string>();
    let key = 0;
    const postSales = async (count: number) => {
      for (let i = 0; i < count; i++)
        await postSale(baseUrl, credential, `scale-${key++}`, SALE_TIME);
    };

    for (let round = 0; round < ROUNDS; round++) {
      await postSales(SALES_PER_ROUND);
      // The integrator takes each send and never answers: the sends hang until the kill. A send
      // may have been answered before that; the sale posted now is sure to hang.
      await sim.control({ action: 'timeout', process: true });
      await postSales(1);
      await waitForSendInFlight(database.pool, sim, setup.tenantId, inFlightAtKill, 120_000);
      await Promise.all(workers.map((w) => stopChild(w, 'SIGKILL')));
      const inFlight = await sendsInFlightAfterKill(database.pool, sim, setup.tenantId);
      expect(inFlight.length).toBeGreaterThan(0);
      for (const e of inFlight) inFlightAtKill.add(e);
      await sim.control({ action: 'normal' });
      // The last sales are due before the workers start, so neither finds the work done.
      if (round === ROUNDS - 1) await postSales(FINAL_SALES);
      workers = await bootBoth();
    }
    await waitUntilSettled(database.pool, setup.tenantId, 300_000);
    // The web node runs without the pipeline: only the workers fold the day-count deltas.
    await waitUntilRolledUp(database.pool, setup.tenantId, 60_000);
    await Promise.all(workers.map((w) => stopChild(w, 'SIGTERM')));
    // Both processes took part after the last restart.
    const quiet = workers.filter((w) => stepsReported(w) <= 0);
    expect(quiet.map((w) => w.output().slice(-3000))).toEqual([]);

    const report = await sentOnceReport(
      { db, pool: database.pool, sim },
      setup.tenantId,
      inFlightAtKill,
    );
    expect(report).toEqual(sentOnce(key));
  }, 900_000);
});
