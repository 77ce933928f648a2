import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
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
import { sentOnce, sentOnceReport } from './sent-once.test-support';

const SECRET_KEY = '33'.repeat(32);
// Kills per run (each into the window between the integrator's answer and our commit).
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const SALES_PER_ROUND = 6;
const SPEED = 50;
// The integrator's status does not know what it took for 20 s (of the test's clock).
const STATUS_LAG_MS = 20_000 * SPEED;
const SALE_TIME = new Date().toISOString();

let database: TTestDatabase;
let simulator: TChild;
let sim: ReturnType<typeof simulatorClient>;
let simulatorUrl: string;
const servers: TChild[] = [];

// The test's instrument, in its own throwaway database: while test_commit_hold has a row, no
// document can be marked sent (status → 2), so every answered send waits in the window between
// the integrator's answer (already in its send row) and our commit, for as long as the test wants.
const HOLD = `
  create table test_commit_hold (held boolean primary key);
  grant select on test_commit_hold to posbelge_app;
  create function test_hold_sent() returns trigger language plpgsql as $$
  begin
    if new.status = 2 and old.status is distinct from 2
       and exists (select from test_commit_hold) then
      raise exception 'the test holds the commit of a sent document';
    end if;
    return new;
  end $$;
  create trigger test_hold_sent before update on documents
    for each row execute function test_hold_sent();`;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(HOLD);
  const port = await freePort();
  simulator = startCli(
    'src/server/cli/simulator.ts',
    ['--port', String(port), '--speed', `${SPEED}`],
    {},
  );
  await waitUntilUp(`http://127.0.0.1:${port}/health`, simulator, 60_000);
  simulatorUrl = `http://127.0.0.1:${port}`;
  sim = simulatorClient(simulatorUrl);
}, 120_000);

afterEach(async () => {
  for (const s of servers) await stopChild(s, 'SIGKILL');
});

afterAll(async () => {
  if (simulator) await stopChild(simulator);
  await database?.drop();
});

async function startServer(port: number): Promise<TChild> {
  const server = await startAppServer({
    databaseUrl: database.url,
    secretKey: SECRET_KEY,
    port,
    simulatorUrl,
    // The held commits fail on purpose; their error lines would only bury a real failure.
    env: { LOG_LEVEL: 'fatal' },
  });
  servers.push(server);
  return server;
}

/** Waits until every document of the tenant has an answered send the integrator took. */
async function allAnsweredButUnsent(tenantId: string, expected: number): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from documents d
        where d.tenant_id = $1 and d.status = 1 and exists (
          select from integrator_exchanges x
           where x.tenant_id = d.tenant_id and x.document_id = d.id and x.operation = 'send'
             and x.response_date is not null and x.success)`,
      [tenantId],
    );
    if ((rows[0]?.n ?? 0) >= expected) return;
    if (Date.now() > until) throw new Error(`only ${rows[0]?.n} of ${expected} sends answered`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('killed between the integrator’s answer and our commit', () => {
  it('sends every document once, by our own record, whatever the integrator’s status says', async () => {
    const setup = await createPipelineTenant(
      createDb(database.pool),
      Buffer.from(SECRET_KEY, 'hex'),
      1,
    );
    const credential = setup.credentials[0] ?? '';
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    let key = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await database.pool.query('insert into test_commit_hold values (true)');
      await sim.control({ action: 'status-lag', ms: STATUS_LAG_MS });
      for (let i = 0; i < SALES_PER_ROUND; i++) {
        await postSale(baseUrl, credential, `answered-${key++}`, SALE_TIME);
      }
      await allAnsweredButUnsent(setup.tenantId, SALES_PER_ROUND);
      await stopChild(server, 'SIGKILL');
      await database.pool.query('delete from test_commit_hold');
      server = await startServer(port);
      await waitUntilSettled(database.pool, setup.tenantId, 240_000);
    }
    // The integrator's own count per ETTN: one send each, one registration each.
    expect(
      await sentOnceReport(
        { db: createDb(database.pool), pool: database.pool, sim },
        setup.tenantId,
        new Set(),
      ),
    ).toEqual(sentOnce(key));
  }, 900_000);
});
