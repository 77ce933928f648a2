import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
import { deviceHeaders, saleBody } from '../modules/pos/pos.test-support';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { freePort } from '../test/free-port';
import { createPipelineTenant } from './pipeline-fixtures.test-support';
import {
  startAppServer,
  startCli,
  stopChild,
  waitUntilUp,
  type TChild,
} from './process-harness.test-support';
import { postSale, simulatorClient, waitUntilSettled } from './scale-out.test-support';
import {
  sendsInFlightAfterKill,
  sentOnce,
  sentOnceReport,
  waitForSendInFlight,
} from './sent-once.test-support';

const SECRET_KEY = '22'.repeat(32);
const DEVICES = 4;
const SALES_PER_DEVICE = 30;
const KILL_AFTER_ACCEPTED = 45;
const KILLS_IN_FLIGHT = 3;
// The CLI checks sale times against the real clock; one time for the run keeps retries identical.
const SALE_TIME = new Date().toISOString();

let database: TTestDatabase;
let simulator: TChild;
let simulatorUrl: string;
let sim: ReturnType<typeof simulatorClient>;
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
  sim = simulatorClient(simulatorUrl);
}, 120_000);

// A server a test left running would go on claiming documents of every tenant, the next test's
// included (and hold them through the simulator's silences: the next test then waited out a
// 120 s time-out now and then).
afterEach(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
});

afterAll(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
  if (simulator) await stopChild(simulator);
  await database?.drop();
});

async function startServer(port: number): Promise<TChild> {
  const server = await startAppServer({
    databaseUrl: database.url,
    secretKey: SECRET_KEY,
    port,
    simulatorUrl,
    // Longer than the test: a send in flight stays in flight until the server is killed.
    env: { INTEGRATOR_TIMEOUT_MS: '120000' },
  });
  servers.push(server);
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
    let inFlightAtKill: string[] = [];
    const kill = async () => {
      killed = true;
      await stopChild(first, 'SIGKILL');
      inFlightAtKill = await sendsInFlightAfterKill(database.pool, sim, setup.tenantId);
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

    await waitUntilSettled(database.pool, setup.tenantId, 240_000);

    const { rows: docs } = await database.pool.query<{ id: string; key: string }>(
      `select d.id, s.idempotency_key as key
         from documents d join sale_transactions s
           on s.tenant_id = d.tenant_id and s.id = d.sale_transaction_id
        where d.tenant_id = $1`,
      [setup.tenantId],
    );
    // Every accepted sale has exactly one document, and it is the one the device was told about.
    expect(docs).toHaveLength(outcomes.length);
    const byKey = new Map(docs.map((d) => [d.key, d]));
    for (const o of outcomes) expect(byKey.get(o.key)?.id).toBe(o.documentId);
    // Final, gapless, one send each at the integrator and in the exchange log, the same bytes.
    expect(
      await sentOnceReport(
        { db, pool: database.pool, sim },
        setup.tenantId,
        new Set(inFlightAtKill),
      ),
    ).toEqual(sentOnce(outcomes.length));
  }, 600_000);

  it('sends each document once when killed while sends are in flight, three times', async () => {
    const db = createDb(database.pool);
    const setup = await createPipelineTenant(db, Buffer.from(SECRET_KEY, 'hex'), 1);
    const credential = setup.credentials[0] ?? '';
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    const inFlightAtKill = new Set<string>();
    let key = 0;
    const postSales = async (n: number) => {
      for (let i = 0; i < n; i++)
        await postSale(baseUrl, credential, `inflight-${key++}`, SALE_TIME);
    };
    for (let kill = 0; kill < KILLS_IN_FLIGHT; kill++) {
      await postSales(4);
      // The integrator registers each send and never answers: the server waits, then dies. A
      // send may have been answered before that; the sale posted now is sure to hang.
      await sim.control({ action: 'timeout', process: true });
      await postSales(1);
      await waitForSendInFlight(database.pool, sim, setup.tenantId, inFlightAtKill, 120_000);
      await stopChild(server, 'SIGKILL');
      const inFlight = await sendsInFlightAfterKill(database.pool, sim, setup.tenantId);
      expect(inFlight.length).toBeGreaterThan(0);
      for (const e of inFlight) inFlightAtKill.add(e);
      await sim.control({ action: 'normal' });
      server = await startServer(port);
    }
    await postSales(4);
    await waitUntilSettled(database.pool, setup.tenantId, 240_000).catch((err: Error) => {
      throw new Error(`${err.message}\nserver:\n${server.output()}`);
    });
    expect(inFlightAtKill.size).toBeGreaterThanOrEqual(KILLS_IN_FLIGHT);
    expect(
      await sentOnceReport({ db, pool: database.pool, sim }, setup.tenantId, inFlightAtKill),
    ).toEqual(sentOnce(key));
  }, 900_000);
});
