import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool } from '../db/app-pool';
import { signedInvoice } from '../documents/integrators/simulator/documents.test-support';
import { frozenEngine, testContext } from '../documents/integrators/simulator/engine.test-support';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { databaseMemory } from './simulator-memory';

let database: TTestDatabase;
let pool: ReturnType<typeof createAppPool>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createAppPool(database.url, 2);
}, 60_000);
afterAll(async () => {
  await pool.end();
  await database.drop();
});

/** The in-process simulator as the app starts it: its memory in the app's database. */
function startedSimulator() {
  const engine = frozenEngine();
  engine.useMemory(databaseMemory(pool));
  return engine;
}

describe("the in-process simulator's memory", () => {
  it('keeps what it took across a restart, as an integrator does', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const doc = { ettn, signedXml: xml };
    const before = startedSimulator();
    expect((await before.send(testContext, doc)).outcome).toBe('accepted');

    // The app restarts: a new engine, nothing in memory, the same database.
    const after = startedSimulator();
    await after.recall(ettn);
    expect(after.status(ettn)).toMatchObject({ known: true, gibStatusCode: 1300 });
    expect(after.fetchUbl(ettn)).toEqual({ ettn, found: true, xml });
    // Sent again, it is the same registration: 1163, never a second one.
    const again = await after.send(testContext, doc);
    expect(again.outcome).toBe('already-registered');
    expect(after.receivedRecord(ettn)).toMatchObject({ deliveries: 0, attempts: 1 });
  }, 60_000);

  it('does not know what it never took', async () => {
    const engine = startedSimulator();
    await engine.recall('00000000-0000-4000-8000-000000000001');
    expect(engine.status('00000000-0000-4000-8000-000000000001').known).toBe(false);
  });
});
