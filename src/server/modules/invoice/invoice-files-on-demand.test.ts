import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../db/schema/document-files';
import { documents } from '../../db/schema/documents';
import { stores } from '../../db/schema/stores';
import { closeRenderer } from '../../documents/rendering/close-renderer';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createUser, testDb } from '../../test/factories';
import { createPosTenant, deviceHeaders, saleBody } from '../pos/pos.test-support';
import { bearerFor, request } from './invoice.test-support';

// A document accepted by the POS API but not yet prepared by the pipeline has no files; the
// download and view routes build, sign and render them on first request and keep them.
let t: TTestApp;
let doc: typeof documents.$inferSelect;
let api: ReturnType<typeof request>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = testDb(t);
  const pos = await createPosTenant(db, t.config.secretKey);
  await db
    .update(stores)
    .set({ citySubdivisionName: 'Kadıköy', cityName: 'İstanbul', taxOffice: 'Kadıköy' })
    .where(and(eq(stores.tenantId, pos.tenant.id), eq(stores.id, pos.store.id)));
  const sale = await t.app.inject({
    method: 'POST',
    url: '/api/pos/sale-transactions',
    headers: deviceHeaders(pos.credential, 'ondemand-1'),
    payload: saleBody('ondemand-1'),
  });
  expect(sale.statusCode).toBe(201);
  const [row] = await db.select().from(documents).where(eq(documents.tenantId, pos.tenant.id));
  if (!row) throw new Error('the sale made no document');
  doc = row;
  const user = await createUser(db, { tenantId: pos.tenant.id });
  api = request(t, await bearerFor(t, user));
}, 120_000);
afterAll(async () => {
  await closeRenderer();
  await t.close();
});

async function storedKinds(): Promise<string[]> {
  const rows = await testDb(t)
    .select({ kind: documentFiles.kind })
    .from(documentFiles)
    .where(and(eq(documentFiles.tenantId, doc.tenantId), eq(documentFiles.documentId, doc.id)));
  return rows.map((r) => r.kind).sort();
}

describe('documents without stored files', () => {
  it('get their signed UBL built on the first UBL download', async () => {
    expect(await storedKinds()).toEqual([]);
    const res = await api.get(`/api/invoice/ubl?ettn=${doc.ettn}&dontCallIntegrator=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${doc.invoiceNo}.xml"`);
    expect(res.body).toContain(`<cbc:ID>${doc.invoiceNo}</cbc:ID>`);
    expect(res.body).toContain('<ds:SignatureValue');
    expect(await storedKinds()).toEqual(['signed', 'ubl']);
    const again = await api.get(`/api/invoice/ubl?ettn=${doc.ettn}`);
    expect(again.body).toBe(res.body);
  }, 120_000);

  it('are rendered on the first view and the render is kept', async () => {
    const res = await api.get(`/api/invoice/view?ettn=${doc.ettn}`);
    expect(res.statusCode, res.body).toBe(200);
    const type = String(res.headers['content-type']);
    if (type.startsWith('application/pdf')) {
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await storedKinds()).toEqual(['html', 'pdf', 'signed', 'ubl']);
    } else {
      expect(type).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(String(doc.invoiceNo));
      expect(await storedKinds()).toEqual(['html', 'signed', 'ubl']);
    }
    // Both the HTML view and the PDF show and print with scripts off: the QR code is drawn.
    const [html] = await testDb(t)
      .select({ content: documentFiles.content, packing: documentFiles.packing })
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.kind, 'html')));
    expect(html?.packing).toBeNull();
    expect(html?.content.toString('utf8')).toMatch(/<div id="qrcode"><svg /);
  }, 300_000);
});
