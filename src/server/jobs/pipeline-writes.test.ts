import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../db/app-pool';
import type { TDb } from '../db/database';
import { documentFiles } from '../db/schema/document-files';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { exchangeRequestBase64 } from '../documents/exchange-request';
import { packBuilt } from '../documents/storage/packed-file';
import { createDocument } from '../test/document-factories';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { createStore, createTenant, testDb } from '../test/factories';
import { createBuiltCommit } from './commit-built';
import { createPipelineWrites } from './pipeline-writes';

let t: TTestDatabase;
let app: AppPool;
let owner: TDb;
let tenantId: string;
let storeId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 4);
  owner = testDb(t);
  tenantId = (await createTenant(owner)).id;
  storeId = (await createStore(owner, { tenantId })).id;
}, 120_000);
afterAll(async () => {
  await app.end();
  await t.drop();
});

const inPipeline = (step: 'prepare' | 'send' | 'track') =>
  createDocument(owner, {
    tenantId,
    storeId,
    status: 1,
    pipelineStep: step,
    nextCheckAt: new Date(),
  });
const rowOf = async (id: string) =>
  (await owner.select().from(documents).where(eq(documents.id, id)))[0];

describe('the pipeline’s batched writes', () => {
  it('write each row only if it still asks for its claimed step, and only the columns it changes', async () => {
    const writes = createPipelineWrites(app);
    const [a, b, c] = await Promise.all([
      inPipeline('track'),
      inPipeline('track'),
      inPipeline('send'),
    ]);
    if (!a || !b || !c) throw new Error('no documents');
    // A user's resend moved b on after it was claimed.
    await owner.update(documents).set({ pipelineStep: 'prepare' }).where(eq(documents.id, b.id));
    const results = await Promise.all([
      writes.write(a, { gibStatusCode: 1300, gibStatusText: 'Başarılı' }, null),
      writes.write(b, { status: 2 }, null),
      writes.write(c, { status: 6, failureReason: 'red' }, { step: 'track', inSeconds: 30 }),
    ]);
    expect(results).toEqual([true, false, true]);
    expect(await rowOf(a.id)).toMatchObject({
      gibStatusCode: 1300,
      status: 1,
      pipelineStep: null,
      nextCheckAt: null,
    });
    expect(await rowOf(b.id)).toMatchObject({ status: 1, pipelineStep: 'prepare' });
    const cRow = await rowOf(c.id);
    expect(cRow).toMatchObject({
      status: 6,
      failureReason: 'red',
      gibStatusCode: null,
      pipelineStep: 'track',
    });
    expect(cRow?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('store each exchange and each send’s answer', async () => {
    const writes = createPipelineWrites(app);
    const doc = await inPipeline('send');
    const ref = { tenantId, documentId: doc.id };
    const signed = Buffer.from(`<Invoice>${doc.ettn}</Invoice>`);
    await owner.insert(documentFiles).values({
      tenantId,
      documentId: doc.id,
      kind: 'signed',
      content: signed,
      contentType: 'application/xml',
      sha256: crypto.createHash('sha256').update(signed).digest('hex'),
    });
    const sha256 = crypto.createHash('sha256').update(signed).digest('hex');
    await expect(writes.intent(ref, 'f'.repeat(64))).rejects.toThrow(/signed file changed/);
    const intentId = await writes.intent(ref, sha256);
    const answer = {
      responseDate: new Date(),
      responseStatus: 200,
      responseData: { ok: 1 },
      success: true,
    };
    await Promise.all([
      writes.sendAnswer(ref, intentId, answer, 'accepted'),
      writes.exchange(ref, 'status', {
        ...answer,
        requestBase64: 'e30=',
        responseData: { gib: 1300 },
      }),
    ]);
    const rows = await owner
      .select()
      .from(integratorExchanges)
      .where(
        and(eq(integratorExchanges.tenantId, tenantId), eq(integratorExchanges.documentId, doc.id)),
      );
    const send = rows.find((r) => r.operation === 'send');
    expect(send).toMatchObject({
      responseStatus: 200,
      responseData: { ok: 1 },
      success: true,
      sendOutcome: 'accepted',
      requestHash: sha256,
    });
    expect(send && (await exchangeRequestBase64(owner, tenantId, send))).toBe(
      signed.toString('base64'),
    );
    expect(rows.find((r) => r.operation === 'status')).toMatchObject({
      requestBase64: 'e30=',
      responseData: { gib: 1300 },
    });
  });
});

describe('committing documents just built', () => {
  const made = (ettn: string) => {
    const ubl = Buffer.from(
      `<Invoice><cbc:UUID>${ettn}</cbc:UUID><ext:ExtensionContent/></Invoice>`,
    );
    const signed = Buffer.from(
      `<Invoice><cbc:UUID>${ettn}</cbc:UUID><ext:ExtensionContent><ds:Signature/></ext:ExtensionContent></Invoice>`,
    );
    const blob = { sha256: 'f'.repeat(64), content: Buffer.from('<xsl:stylesheet/>') };
    return { ok: true as const, signed, files: packBuilt(ubl, signed).files, blob };
  };
  const next = { step: 'send' as const, inSeconds: 60 };

  it('stores their files, counts and records the sends, all in one transaction', async () => {
    const commit = createBuiltCommit(app);
    const docs = await Promise.all([inPipeline('prepare'), inPipeline('prepare')]);
    const results = await Promise.all(
      docs.map((doc) =>
        commit({ doc, made: made(doc.ettn), change: { attemptCount: 1 }, next, send: true }),
      ),
    );
    for (const [i, doc] of docs.entries()) {
      expect(results[i]).toMatchObject({ written: true, intentId: expect.any(String) });
      expect(await rowOf(doc.id)).toMatchObject({ attemptCount: 1, pipelineStep: 'send' });
    }
  });

  it('writes nothing of a batch that fails: no file, no row change, no send recorded', async () => {
    const commit = createBuiltCommit(app);
    const [doc, bad] = await Promise.all([inPipeline('prepare'), inPipeline('prepare')]);
    if (!doc || !bad) throw new Error('no documents');
    // The files go in first; the row write then breaks a check, after them.
    const results = await Promise.allSettled([
      commit({ doc, made: made(doc.ettn), change: { attemptCount: 1 }, next, send: true }),
      commit({ doc: bad, made: made(bad.ettn), change: { status: 99 }, next, send: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await rowOf(doc.id)).toMatchObject({ attemptCount: 0, pipelineStep: 'prepare' });
    const files = await owner
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.documentId, doc.id));
    const sends = await owner
      .select()
      .from(integratorExchanges)
      .where(eq(integratorExchanges.documentId, doc.id));
    expect([files, sends]).toEqual([[], []]);
  });
});
