import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocumentListResponse } from '../../../shared/invoice/document-list';
import { auditLog } from '../../db/schema/audit';
import { documents } from '../../db/schema/documents';
import { exportRequests } from '../../db/schema/export-requests';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createDocument,
  createDocumentFile,
  createIntegratorExchange,
} from '../../test/document-factories';
import { request, twoTenants, type THeaders } from './invoice.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let sent: Awaited<ReturnType<typeof createDocument>>;
let failed: Awaited<ReturnType<typeof createDocument>>;
let modaDoc: Awaited<ReturnType<typeof createDocument>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const kadikoy = {
    tenantId: s.anadolu.tenant.id,
    storeId: s.anadolu.kadikoy.id,
    saleTransaction: true,
  };
  sent = await createDocument(s.db, {
    ...kadikoy,
    invoiceNo: 'ANA2026000000001',
    storeName: 'Anadolu Kadıköy',
  });
  failed = await createDocument(s.db, {
    ...kadikoy,
    status: 6,
    isResendable: true,
    failureReason: 'timeout',
  });
  modaDoc = await createDocument(s.db, {
    tenantId: s.anadolu.tenant.id,
    storeId: s.anadolu.moda.id,
    saleTransaction: true,
  });
  for (const doc of [sent, failed, modaDoc]) {
    await createDocumentFile(s.db, doc, 'signed', '<Invoice>GİZLİ ANADOLU</Invoice>');
    await createDocumentFile(s.db, doc, 'pdf', Buffer.from('%PDF ANADOLU'), 'application/pdf');
    await createIntegratorExchange(s.db, {
      tenantId: doc.tenantId,
      documentId: doc.id,
      requestBase64: 'R0laTEk=',
      requestHash: 'secret-hash',
      responseDate: new Date(),
      responseStatus: 1300,
      responseData: 'GİZLİ',
    });
  }
});
afterAll(() => t.close());

async function snapshot() {
  const rows = await s.db
    .select()
    .from(documents)
    .where(eq(documents.tenantId, s.anadolu.tenant.id));
  const audit = await s.db.select().from(auditLog).where(eq(auditLog.entityType, 'document'));
  const exports = await s.db.select().from(exportRequests);
  return { rows: rows.sort((a, b) => a.id.localeCompare(b.id)), audit, exports };
}

function attacks(doc: typeof sent) {
  return [
    {
      method: 'POST',
      url: '/api/invoice/cancel',
      payload: {
        docType: 2,
        ettn: doc.ettn,
        cancelReason: 'saldırı',
        cancelDate: new Date().toISOString(),
      },
    },
    { method: 'POST', url: '/api/invoice/resend', payload: { documentId: doc.id } },
    { method: 'GET', url: `/api/invoice/integrator-request?documentId=${doc.id}` },
    { method: 'GET', url: `/api/invoice/integrator-response?ettn=${doc.ettn}` },
    { method: 'GET', url: `/api/invoice/ubl?ettn=${doc.ettn}&dontCallIntegrator=true` },
    { method: 'GET', url: `/api/invoice/xades-bes?saleTransactionId=${doc.saleTransactionId}` },
    { method: 'GET', url: `/api/invoice/view?ettn=${doc.ettn}` },
  ] as const;
}

async function expectNoReach(headers: THeaders, doc: typeof sent) {
  const before = await snapshot();
  for (const attack of attacks(doc)) {
    const res = await t.app.inject({ ...attack, headers });
    expect(res.statusCode, `${attack.method} ${attack.url}`).toBe(404);
    expect(res.body).not.toContain('GİZLİ');
    expect(res.body).not.toContain('ANADOLU');
    expect(res.body).not.toContain('secret-hash');
  }
  expect(await snapshot()).toEqual(before);
}

describe('an Ege Kafe user cannot reach Anadolu Market documents', () => {
  it('by ettn, documentId or saleTransactionId, on every endpoint, and nothing changes', async () => {
    await expectNoReach(s.asEge, sent);
    await expectNoReach(s.asEge, failed);
  });

  it('cannot list them, even naming their store, nor count their failures', async () => {
    const api = request(t, s.asEge);
    for (const url of [
      '/api/invoice/list?size=200',
      `/api/invoice/list?storeId=${s.anadolu.kadikoy.id}`,
      `/api/invoice/list?filter=storeId:${s.anadolu.kadikoy.id}:eq`,
      `/api/invoice/list?filter=ettn:${sent.ettn}:search`,
      '/api/invoice/list?filter=searchText:ANA2026000000001:search',
    ]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(ZDocumentListResponse.parse(res.json()).rowCount, url).toBe(0);
    }
    expect((await api.get('/api/invoice/failed-count')).json()).toEqual({ totalCount: 0 });
  });

  it('cannot export with an Anadolu store', async () => {
    const before = await snapshot();
    const res = await request(t, s.asEge).post('/api/invoice/export', {
      storeId: s.anadolu.kadikoy.id,
    });
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a Kadıköy store session cannot reach the Moda store’s documents', () => {
  it('on any endpoint', async () => {
    await expectNoReach(s.asAnadoluKadikoy, modaDoc);
  });

  it('while the tenant session can', async () => {
    const res = await request(t, s.asAnadolu).get(`/api/invoice/ubl?ettn=${modaDoc.ettn}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('export requests', () => {
  it('are stored for the session’s tenant and store and answered 202', async () => {
    const res = await request(t, s.asAnadoluKadikoy).post('/api/invoice/export', {
      filter: 'docType:2:eq',
      sort: 'invoiceDate:desc',
      storeId: s.anadolu.moda.id,
    });
    expect(res.statusCode).toBe(202);
    const { exportRequestId } = res.json<{ exportRequestId: string }>();
    const [row] = await s.db
      .select()
      .from(exportRequests)
      .where(
        and(
          eq(exportRequests.tenantId, s.anadolu.tenant.id),
          eq(exportRequests.id, exportRequestId),
        ),
      );
    expect(row).toMatchObject({
      storeId: s.anadolu.kadikoy.id,
      email: s.anadolu.user.email,
      status: 'pending',
      query: { filter: 'docType:2:eq', sort: 'invoiceDate:desc' },
    });
  });

  it('refuse a filter the list cannot apply', async () => {
    const res = await request(t, s.asAnadolu).post('/api/invoice/export', {
      filter: 'status:3:eq',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('guards', () => {
  it('answer 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/invoice/list' });
    expect(res.statusCode).toBe(401);
  });
});
