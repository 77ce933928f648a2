import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { freePort } from '../test/free-port';
import { izibizDoubleClient } from './izibiz-double-client.test-support';
import { createIzibizProduct, sendThroughIzibiz } from './izibiz-pipeline.test-support';
import { createPipelineTenant } from './pipeline-fixtures.test-support';
import {
  startAppServer,
  startCli,
  stopChild,
  waitUntilUp,
  type TChild,
} from './process-harness.test-support';
import { postSale, waitUntilSettled } from './scale-out.test-support';
import {
  sendsInFlightAfterKill,
  sentOnce,
  sentOnceReport,
  waitForSendInFlight,
} from './sent-once.test-support';

// crash-safety.test.ts's in-flight kills, with İzibiz (its double as its own process over HTTP)
// as the integrator: WriteToArchiveExtended takes the documents and never answers.
const SECRET_KEY = '33'.repeat(32);
const KILLS_IN_FLIGHT = 3;
const SALE_TIME = new Date().toISOString();

let database: TTestDatabase;
let double: TChild;
let doubleUrl: string;
let izibiz: ReturnType<typeof izibizDoubleClient>;
const servers: TChild[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  doubleUrl = `http://127.0.0.1:${port}`;
  double = startCli(
    'src/server/cli/simulator.ts',
    ['--izibiz', '--port', String(port), '--step-ms', '50'],
    {},
  );
  await waitUntilUp(`${doubleUrl}/health`, double, 60_000);
  izibiz = izibizDoubleClient(doubleUrl);
}, 120_000);

afterEach(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
});

afterAll(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
  if (double) await stopChild(double);
  await database?.drop();
});

async function startServer(port: number): Promise<TChild> {
  const server = await startAppServer({
    databaseUrl: database.url,
    secretKey: SECRET_KEY,
    port,
    // The default product's simulator is not used: the tenant's store sends through İzibiz.
    simulatorUrl: doubleUrl,
    env: { INTEGRATOR_TIMEOUT_MS: '120000' },
  });
  servers.push(server);
  return server;
}

describe('crash safety through İzibiz', () => {
  it('sends each document once when killed while İzibiz holds sends unanswered, three times', async () => {
    const db = createDb(database.pool);
    const secretKey = Buffer.from(SECRET_KEY, 'hex');
    const setup = await createPipelineTenant(db, secretKey, 1);
    const productId = await createIzibizProduct(db, doubleUrl);
    await sendThroughIzibiz(db, secretKey, { ...setup, productId }, [2]);
    const credential = setup.credentials[0] ?? '';
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    const inFlightAtKill = new Set<string>();
    let key = 0;
    const postSales = async (n: number) => {
      for (let i = 0; i < n; i++)
        await postSale(baseUrl, credential, `izi-inflight-${key++}`, SALE_TIME);
    };
    for (let kill = 0; kill < KILLS_IN_FLIGHT; kill++) {
      await postSales(4);
      await izibiz.control({
        action: 'transport',
        fault: { kind: 'timeout', process: true },
        operation: 'WriteToArchiveExtended',
        count: 1000,
      });
      await postSales(1);
      await waitForSendInFlight(database.pool, izibiz, setup.tenantId, inFlightAtKill, 120_000);
      await stopChild(server, 'SIGKILL');
      const inFlight = await sendsInFlightAfterKill(database.pool, izibiz, setup.tenantId);
      expect(inFlight.length).toBeGreaterThan(0);
      for (const e of inFlight) inFlightAtKill.add(e);
      await izibiz.control({ action: 'normal' });
      server = await startServer(port);
    }
    await postSales(4);
    await waitUntilSettled(database.pool, setup.tenantId, 240_000).catch((err: Error) => {
      throw new Error(`${err.message}\nserver:\n${server.output()}`);
    });
    expect(inFlightAtKill.size).toBeGreaterThanOrEqual(KILLS_IN_FLIGHT);
    expect(
      await sentOnceReport(
        { db, pool: database.pool, sim: izibiz },
        setup.tenantId,
        inFlightAtKill,
      ),
    ).toEqual(sentOnce(key));
    expect(await izibiz.violations()).toEqual([]);
  }, 900_000);
});
