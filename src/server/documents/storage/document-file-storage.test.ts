import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { withTenantAccess } from '../../db/data-context';
import { createDb, type TDb } from '../../db/database';
import { createDocument, createDocumentFile } from '../../test/document-factories';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createTenantWithUser, testDb } from '../../test/factories';
import { readDocumentFile, replaceBuiltFiles } from '../document-file.repository';
import { signUbl } from '../signing/sign-ubl';
import { makeTestSigner } from '../signing/signing.test-support';
import { verifyUblSignature } from '../signing/verify-signature';
import { unsignedDocuments } from './built-documents.test-support';
import { StoredFileCorruptError } from './packed-file';
import { packWholeDocumentFiles } from './pack-whole-files';

const XML = 'application/xml; charset=utf-8';
type TSide = Awaited<ReturnType<typeof createTenantWithUser>>;
type TFiles = { ubl: Buffer; signed: Buffer };

let t: TTestDatabase;
let owner: TDb;
let app: AppPool;
let appDb: TDb;
let a: TSide;
let b: TSide;
let files: TFiles[] = [];

async function storeBuilt(side: TSide, built: TFiles) {
  const doc = await createDocument(owner, { tenantId: side.tenant.id, storeId: side.store.id });
  const ref = { tenantId: side.tenant.id, documentId: doc.id };
  await withTenantAccess(side.tenant.id, () =>
    appDb.transaction((tx) =>
      replaceBuiltFiles(tx, ref, [
        ['ubl', { content: built.ubl, contentType: XML }],
        ['signed', { content: built.signed, contentType: XML }],
      ]),
    ),
  );
  return ref;
}

const read = (ref: { tenantId: string; documentId: string }, kind: 'ubl' | 'signed') =>
  withTenantAccess(ref.tenantId, () => readDocumentFile(appDb, ref, kind));

async function blobRows(tenantId: string) {
  const { rows } = await withTenantAccess(tenantId, () =>
    app.query<{ tenant_id: string }>('select tenant_id from document_blobs'),
  );
  return rows.map((r) => r.tenant_id);
}

beforeAll(async () => {
  t = await createTestDatabase();
  owner = testDb(t);
  app = createAppPool(t.url, 3);
  appDb = createDb(app);
  a = await createTenantWithUser(owner);
  b = await createTenantWithUser(owner);
  const { material } = await makeTestSigner();
  // The despatch advice and the e-SMM: two kinds, two stylesheets.
  const pair = unsignedDocuments().slice(-2);
  files = await Promise.all(
    pair.map(async (d) => ({
      ubl: Buffer.from(d.xml, 'utf8'),
      signed: Buffer.from(await signUbl(d.xml, material), 'utf8'),
    })),
  );
}, 120_000);

afterAll(async () => {
  await app.end();
  await t.drop();
});

describe('stored document files', () => {
  it('read back byte for byte, the signature verifying, the stylesheet stored once', async () => {
    const [first] = files;
    if (!first) throw new Error('no built document');
    const refs = [await storeBuilt(a, first), await storeBuilt(a, first)];
    for (const ref of refs) {
      expect((await read(ref, 'ubl'))?.content.equals(first.ubl)).toBe(true);
      const signed = await read(ref, 'signed');
      expect(signed?.content.equals(first.signed)).toBe(true);
      expect(await verifyUblSignature(signed?.content.toString('utf8') ?? '')).toEqual({
        valid: true,
      });
    }
    expect(await blobRows(a.tenant.id)).toEqual([a.tenant.id]);
  });

  it("a tenant never sees another tenant's stylesheet row, even one with the same bytes", async () => {
    const [first] = files;
    if (!first) throw new Error('no built document');
    const ref = await storeBuilt(b, first);
    expect((await read(ref, 'signed'))?.content.equals(first.signed)).toBe(true);
    expect(await blobRows(b.tenant.id)).toEqual([b.tenant.id]);
    expect(await blobRows(a.tenant.id)).toEqual([a.tenant.id]);
    const steal = withTenantAccess(b.tenant.id, () =>
      app.query("insert into document_blobs (tenant_id, sha256, content) values ($1, 'x', '')", [
        a.tenant.id,
      ]),
    );
    await expect(steal).rejects.toThrow(/row-level security/);
  });

  it('replacing the signed XML alone keeps the UBL exact', async () => {
    const [first, second] = files;
    if (!first || !second) throw new Error('no built document');
    const ref = await storeBuilt(a, first);
    await withTenantAccess(a.tenant.id, () =>
      appDb.transaction((tx) =>
        replaceBuiltFiles(tx, ref, [['signed', { content: second.signed, contentType: XML }]]),
      ),
    );
    expect((await read(ref, 'signed'))?.content.equals(second.signed)).toBe(true);
    expect((await read(ref, 'ubl'))?.content.equals(first.ubl)).toBe(true);
  });

  it('a corrupted stored part fails loudly', async () => {
    const [first] = files;
    if (!first) throw new Error('no built document');
    const ref = await storeBuilt(a, first);
    const flip = `set content = overlay(content placing '#'::bytea from 40 for 1)
                  where tenant_id = $1`;
    await t.pool.query(`update document_files ${flip} and document_id = $2 and kind = 'signed'`, [
      ref.tenantId,
      ref.documentId,
    ]);
    await expect(read(ref, 'signed')).rejects.toThrow(StoredFileCorruptError);
    await expect(read(ref, 'ubl')).rejects.toThrow(StoredFileCorruptError);
    const other = await storeBuilt(a, first);
    // Only this document's stylesheet: the upgrade test below must not meet a corrupted one.
    await t.pool.query(
      `update document_blobs ${flip} and sha256 = (select packing->'splices'->0->>'sha256'
         from document_files where document_id = $2 and kind = 'signed')`,
      [a.tenant.id, other.documentId],
    );
    await expect(read(other, 'signed')).rejects.toThrow(/does not match its sha256/);
  });

  it('a document stored whole, the way older versions did, still reads', async () => {
    const [, second] = files;
    if (!second) throw new Error('no built document');
    const doc = await createDocument(owner, { tenantId: a.tenant.id, storeId: a.store.id });
    await createDocumentFile(owner, doc, 'ubl', second.ubl);
    await createDocumentFile(owner, doc, 'signed', second.signed);
    const ref = { tenantId: a.tenant.id, documentId: doc.id };
    expect((await read(ref, 'ubl'))?.content.equals(second.ubl)).toBe(true);
    expect((await read(ref, 'signed'))?.content.equals(second.signed)).toBe(true);
  });

  it('the one-off upgrade packs documents stored whole, the same bytes, their renders kept', async () => {
    const [first] = files;
    if (!first) throw new Error('no built document');
    const doc = await createDocument(owner, { tenantId: b.tenant.id, storeId: b.store.id });
    await createDocumentFile(owner, doc, 'ubl', first.ubl);
    await createDocumentFile(owner, doc, 'signed', first.signed);
    await createDocumentFile(owner, doc, 'html', '<html>Fatura</html>', 'text/html');
    const ref = { tenantId: b.tenant.id, documentId: doc.id };
    expect(await packWholeDocumentFiles(owner, { batch: 1 })).toBeGreaterThanOrEqual(1);
    const { rows } = await t.pool.query<{ kind: string; packed: boolean; bytes: number }>(
      `select kind, packing is not null as packed, octet_length(content) as bytes
         from document_files where tenant_id = $1 and document_id = $2 order by kind`,
      [ref.tenantId, ref.documentId],
    );
    expect(rows.map((r) => [r.kind, r.packed])).toEqual([
      ['html', false],
      ['signed', true],
      ['ubl', true],
    ]);
    expect(rows.every((r) => r.kind === 'html' || r.bytes < first.signed.length / 10)).toBe(true);
    expect((await read(ref, 'ubl'))?.content.equals(first.ubl)).toBe(true);
    expect((await read(ref, 'signed'))?.content.equals(first.signed)).toBe(true);
    expect(await packWholeDocumentFiles(owner)).toBe(0);
  });
});
