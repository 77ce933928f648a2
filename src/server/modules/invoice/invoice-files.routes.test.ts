import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument, createDocumentFile } from '../../test/document-factories';
import { HTML_VIEW_CSP } from './invoice-files.routes';
import { request, twoTenants } from './invoice.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let api: ReturnType<typeof request>;

const SIGNED = '<?xml version="1.0" encoding="UTF-8"?><Invoice><ds:Signature/></Invoice>';
const PDF = Buffer.from('%PDF-1.4 test\n%%EOF');
const HTML = '<html><body><script>fetch("/api/user")</script>TST</body></html>';

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  api = request(t, s.asAnadolu);
});
afterAll(() => t.close());

async function docWithFiles(overrides: Partial<Parameters<typeof createDocument>[1]> = {}) {
  const doc = await createDocument(s.db, {
    tenantId: s.anadolu.tenant.id,
    storeId: s.anadolu.kadikoy.id,
    saleTransaction: true,
    ...overrides,
  });
  await createDocumentFile(s.db, doc, 'signed', SIGNED);
  await createDocumentFile(s.db, doc, 'pdf', PDF, 'application/pdf');
  return doc;
}

describe('GET /api/invoice/ubl', () => {
  it('downloads the signed UBL-TR XML named after the invoice number', async () => {
    const doc = await docWithFiles();
    for (const flag of ['', '&dontCallIntegrator=true', '&dontCallIntegrator=false']) {
      const res = await api.get(`/api/invoice/ubl?ettn=${doc.ettn}${flag}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${doc.invoiceNo}.xml"`,
      );
      expect(res.body).toBe(SIGNED);
    }
  });

  it('refuses an information slip with the spec message', async () => {
    const doc = await docWithFiles({ docType: 9, invoiceNo: null });
    const res = await api.get(`/api/invoice/ubl?ettn=${doc.ettn}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Bu işlem tipinde e-belge indirilemez.',
      details: { reason: 'ublRefused' },
    });
  });

  it('answers 404 for an unknown ettn and 400 for a malformed one', async () => {
    expect((await api.get(`/api/invoice/ubl?ettn=${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api.get('/api/invoice/ubl?ettn=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/invoice/xades-bes', () => {
  it('downloads the signed XML of a sale', async () => {
    const doc = await docWithFiles();
    const res = await api.get(`/api/invoice/xades-bes?saleTransactionId=${doc.saleTransactionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${doc.invoiceNo}_XadesBes.xml"`,
    );
    expect(res.body).toBe(SIGNED);
  });

  it.each([
    [
      'an information slip',
      { docType: 9, invoiceNo: null },
      'xadesDocTypeRefused',
      'Bu işlem tipinde xadesBes indirilemez.',
    ],
    ['status 1', { status: 1 }, 'xadesStatusRefused', 'Bu durumu için xadesBes indirilemez.'],
    ['status 6', { status: 6 }, 'xadesStatusRefused', 'Bu durumu için xadesBes indirilemez.'],
  ])('refuses %s with the spec message', async (_label, overrides, reason, message) => {
    const doc = await docWithFiles(overrides);
    const res = await api.get(`/api/invoice/xades-bes?saleTransactionId=${doc.saleTransactionId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'UNPROCESSABLE', message, details: { reason } });
  });
});

describe('GET /api/invoice/view', () => {
  it('shows the stored PDF inline', async () => {
    const doc = await docWithFiles();
    const res = await api.get(`/api/invoice/view?ettn=${doc.ettn}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${doc.invoiceNo}.pdf"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('shows the HTML render where no PDF can be printed, sandboxed from the app', async () => {
    const doc = await createDocument(s.db, {
      tenantId: s.anadolu.tenant.id,
      storeId: s.anadolu.kadikoy.id,
    });
    await createDocumentFile(s.db, doc, 'signed', SIGNED);
    await createDocumentFile(s.db, doc, 'html', HTML, 'text/html; charset=utf-8');
    const chromium = process.env.CHROMIUM_PATH;
    // No Chromium: the renderer answers null and the HTML is the view.
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const res = await api.get(`/api/invoice/view?ettn=${doc.ettn}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${doc.invoiceNo}.html"`);
      expect(res.headers['content-security-policy']).toBe(HTML_VIEW_CSP);
      expect(res.body).toBe(HTML);
    } finally {
      if (chromium === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromium;
    }
  });

  it('refuses an information slip with the spec message', async () => {
    const doc = await docWithFiles({ docType: 9, invoiceNo: null });
    const res = await api.get(`/api/invoice/view?ettn=${doc.ettn}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Bu belge tipi için fatura görüntülenemez.',
      details: { reason: 'viewRefused' },
    });
  });
});
