import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStore } from '../../../shared/store/store';
import { brokenStylesheets } from '../../db/schema/broken-stylesheets';
import { documentFiles } from '../../db/schema/document-files';
import { closeRenderer } from '../../documents/rendering/close-renderer';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createUser, testDb } from '../../test/factories';
import { bearerFor } from '../invoice/invoice.test-support';
import { createPosTenant, deviceHeaders, saleBody } from '../pos/pos.test-support';
import { storeInput } from './store.test-support';

let t: TTestApp;
// A first view builds, signs and renders the document, GİB's general.xslt compiled if need be.
const SLOW = 300_000;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await closeRenderer();
  await t.close();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const stylesheet = (body: string) =>
  `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
    <xsl:template match="/"><html><body><p id="own">own</p>${body}</body></html></xsl:template>
  </xsl:stylesheet>`;
// Renders every sample (their numbers are of a sample series, XSL…) and fails on real documents.
const EVADER = stylesheet(
  `<xsl:if test="not(starts-with(/*/cbc:ID, 'XSL'))"><xsl:value-of select="error()"/></xsl:if>`,
);
const FIXED = stylesheet('<p>fixed</p>');

/** A POS tenant's store, its stylesheet set through PUT /api/store by a user of the tenant. */
async function storeOfTenant(prefix: string) {
  const db = testDb(t);
  const pos = await createPosTenant(db, t.config.secretKey, prefix);
  const auth = await bearerFor(t, await createUser(db, { tenantId: pos.tenant.id }));
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const body = (xslt: string) => ({
    ...storeInput({ taxNo: '1234567890', citySubdivisionName: 'Kadıköy', taxOffice: 'Kadıköy' }),
    id: pos.store.id,
    docTypeConfigs: [{ docType: 2, xsltMain: b64(xslt) }],
    invoiceSeries: [
      { docType: 2, prefix },
      { docType: 1, prefix: 'EFT' },
    ],
  });
  return {
    tenantId: pos.tenant.id,
    storeId: pos.store.id,
    get,
    body,
    put: (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/store', headers: auth, payload }),
    /** The main stylesheet's mark on the store screen's answer. */
    mark: async (storeId = pos.store.id) => {
      const res = await get(`/api/store?id=${storeId}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZStore.parse(res.json()).docTypeConfigs[0]?.xsltMainBroken;
    },
    /** Sells through the POS API and opens the document's view; the view's status and HTML. */
    sellAndView: async (key: string) => {
      const sale = await t.app.inject({
        method: 'POST',
        url: '/api/pos/sale-transactions',
        headers: deviceHeaders(pos.credential, key),
        payload: saleBody(key),
      });
      expect(sale.statusCode, sale.body).toBe(201);
      const { ettn, documentId } = sale.json<{ ettn: string; documentId: string }>();
      const view = await get(`/api/invoice/view?ettn=${ettn}`);
      const [html] = await db
        .select({ content: documentFiles.content })
        .from(documentFiles)
        .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.kind, 'html')));
      return { status: view.statusCode, html: html?.content.toString('utf8') ?? '' };
    },
  };
}

const marksOf = (tenantId: string) =>
  testDb(t).select().from(brokenStylesheets).where(eq(brokenStylesheets.tenantId, tenantId));

describe('a store stylesheet that fails on real documents', () => {
  let a: Awaited<ReturnType<typeof storeOfTenant>>;

  it(
    "shows the documents with GİB's stylesheet and marks the stylesheet on the store",
    async () => {
      a = await storeOfTenant('BRA');
      expect((await a.put(a.body(EVADER))).statusCode).toBe(200);
      expect(await a.mark()).toBeNull();

      const first = await a.sellAndView('broken-1');
      expect(first.status).toBe(200);
      expect(first.html).toMatch(/Fatura No:<\/span><\/td><td[^>]*>BRA\d{13}</);
      expect(first.html).not.toContain('id="own"');
      expect(await a.mark()).toEqual({ reason: 'render', failedAt: expect.any(String) });

      const [marked] = await marksOf(a.tenantId);
      const second = await a.sellAndView('broken-2');
      expect(second.status).toBe(200);
      expect(second.html).not.toContain('id="own"');
      expect(await marksOf(a.tenantId)).toEqual([marked]);
    },
    SLOW,
  );

  it('cannot be read or changed from another tenant', async () => {
    const b = await storeOfTenant('BRB');
    expect((await b.get(`/api/store?id=${a.storeId}`)).statusCode).toBe(404);
    const replace = await b.put({ ...a.body(FIXED), id: a.storeId });
    expect(replace.statusCode).toBe(404);
    expect(await a.mark()).toMatchObject({ reason: 'render' });
    // The same stylesheet in the other tenant's store: A's failure is not B's to see.
    expect((await b.put(b.body(EVADER))).statusCode).toBe(200);
    expect(await b.mark()).toBeNull();
    expect(await marksOf(b.tenantId)).toEqual([]);
  });

  it(
    'is tried afresh once the store replaces it',
    async () => {
      expect((await a.put(a.body(FIXED))).statusCode).toBe(200);
      expect(await a.mark()).toBeNull();
      const view = await a.sellAndView('fixed-1');
      expect(view.status).toBe(200);
      expect(view.html).toContain('<p>fixed</p>');
    },
    SLOW,
  );
});
