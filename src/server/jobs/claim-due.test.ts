import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../db/app-pool';
import { documents } from '../db/schema/documents';
import { createDocument } from '../test/document-factories';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { createStore, createTenant, testDb } from '../test/factories';
import { createLockSession, type TLockSession } from './lock-session';

let t: TTestDatabase;
let app: AppPool;
const sessions: TLockSession[] = [];
let ids: string[] = [];

const session = () => {
  const s = createLockSession(app);
  sessions.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 4);
}, 120_000);
afterAll(async () => {
  for (const s of sessions) await s.close();
  await app.end();
  await t.drop();
});

beforeEach(async () => {
  const db = testDb(t);
  await db.update(documents).set({ pipelineStep: null, nextCheckAt: null });
  ids = [];
  for (let tenant = 0; tenant < 2; tenant++) {
    const { id: tenantId } = await createTenant(db);
    const { id: storeId } = await createStore(db, { tenantId });
    for (let i = 0; i < 6; i++) {
      const doc = await createDocument(db, {
        tenantId,
        storeId,
        status: 1,
        pipelineStep: 'prepare',
        nextCheckAt: new Date(Date.now() - 1000),
      });
      ids.push(doc.id);
    }
  }
});

const due = (documentIds: string[]) =>
  testDb(t)
    .update(documents)
    .set({ nextCheckAt: new Date(Date.now() - 1000) })
    .where(inArray(documents.id, documentIds));

describe('claiming due documents', () => {
  it('gives two claimers running at once disjoint documents, of every tenant, with a lease', async () => {
    const [a, b] = [session(), session()];
    const [first, second] = await Promise.all([a.claim(8, 60, []), b.claim(8, 60, [])]);
    const claimed = [...first, ...second].map((d) => d.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    const [row] = await testDb(t)
      .select()
      .from(documents)
      .where(eq(documents.id, ids[0] ?? ''));
    expect(row?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('never takes a document another claimer holds, even once its lease ran out, until it is released', async () => {
    const [a, b] = [session(), session()];
    const held = await a.claim(3, 60, []);
    const heldIds = held.map((d) => d.id);
    await due(heldIds);
    const other = await b.claim(20, 60, []);
    expect(other.map((d) => d.id).filter((id) => heldIds.includes(id))).toEqual([]);
    for (const id of heldIds) a.release(id);
    await new Promise((r) => setTimeout(r, 200));
    await due(heldIds);
    expect((await b.claim(20, 60, [])).map((d) => d.id).sort()).toEqual([...heldIds].sort());
  });

  it('skips the documents its own process has in hand (its session would lock them again)', async () => {
    const a = session();
    const held = (await a.claim(4, 60, [])).map((d) => d.id);
    await due(held);
    const again = await a.claim(20, 60, held);
    expect(again.map((d) => d.id).filter((id) => held.includes(id))).toEqual([]);
    expect(again).toHaveLength(ids.length - held.length);
  });

  it('gives a dead claimer’s documents back when its lease runs out', async () => {
    const a = session();
    const held = (await a.claim(5, 60, [])).map((d) => d.id);
    await a.close();
    await due(held);
    expect((await session().claim(20, 60, [])).map((d) => d.id).sort()).toEqual([...ids].sort());
  });
});
