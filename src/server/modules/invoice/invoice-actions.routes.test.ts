import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZIntegratorRequest,
  ZIntegratorResponseList,
} from '../../../shared/invoice/document-actions';
import { ZDocumentListResponse } from '../../../shared/invoice/document-list';
import { documents } from '../../db/schema/documents';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument, createIntegratorExchange } from '../../test/document-factories';
import { documentAudit, documentRow, request, twoTenants } from './invoice.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let api: ReturnType<typeof request>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  api = request(t, s.asAnadolu);
});
afterAll(() => t.close());

const anadoluDoc = (overrides: Partial<Parameters<typeof createDocument>[1]> = {}) =>
  createDocument(s.db, {
    tenantId: s.anadolu.tenant.id,
    storeId: s.anadolu.kadikoy.id,
    ...overrides,
  });

const cancelBody = (ettn: string, overrides: object = {}) => ({
  docType: 2,
  ettn,
  cancelReason: 'Müşteri vazgeçti',
  cancelDate: '2026-11-22T10:15:00+03:00',
  ...overrides,
});

describe('POST /api/invoice/cancel', () => {
  it('records the request on a sent e-Arşiv with its audit entry; status waits for the pipeline', async () => {
    const doc = await anadoluDoc();
    const res = await api.post(
      '/api/invoice/cancel',
      cancelBody(doc.ettn, { cancelReason: '  Hatalı tutar  ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documentId: doc.id, status: 2, pipelineStep: 'cancel' });
    const row = await documentRow(s.db, doc.tenantId, doc.id);
    expect(row).toMatchObject({ status: 2, pipelineStep: 'cancel', cancelReason: 'Hatalı tutar' });
    expect(row.cancelDate?.toISOString()).toBe('2026-11-22T07:15:00.000Z');
    expect(row.cancelRequestedAt).toBeInstanceOf(Date);
    expect(row.nextCheckAt).toBeInstanceOf(Date);
    const audit = await documentAudit(s.db, doc.id);
    expect(audit.map((a) => a.action)).toEqual(['cancel-request']);
    expect(audit[0]?.userId).toBe(s.anadolu.user.id);
  });

  it('shows the list row as cancel-pending until the pipeline ends the request', async () => {
    const doc = await anadoluDoc();
    const rowOf = async () => {
      const res = await api.get(`/api/invoice/list?filter=ettn%3A${doc.ettn}%3Asearch`);
      return ZDocumentListResponse.parse(res.json()).list[0];
    };
    expect(await rowOf()).toMatchObject({ status: 2, cancelPending: false, failureReason: null });
    expect((await api.post('/api/invoice/cancel', cancelBody(doc.ettn))).statusCode).toBe(200);
    expect(await rowOf()).toMatchObject({ status: 2, cancelPending: true });
    // What the cancel step writes when the integrator refuses: back to tracking, reason kept.
    await s.db
      .update(documents)
      .set({ pipelineStep: 'track', cancelRequestedAt: null, failureReason: 'İptal süresi geçti' })
      .where(and(eq(documents.tenantId, doc.tenantId), eq(documents.id, doc.id)));
    expect(await rowOf()).toMatchObject({
      cancelPending: false,
      failureReason: 'İptal süresi geçti',
    });
  });

  it('refuses a second cancel while the first is pending, changing nothing', async () => {
    const doc = await anadoluDoc();
    expect((await api.post('/api/invoice/cancel', cancelBody(doc.ettn))).statusCode).toBe(200);
    const before = await documentRow(s.db, doc.tenantId, doc.id);
    const again = await api.post(
      '/api/invoice/cancel',
      cancelBody(doc.ettn, { cancelReason: 'Başka' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu belge için iptal talebi zaten alındı ve işleniyor.',
      details: { reason: 'cancelPending' },
    });
    expect(await documentRow(s.db, doc.tenantId, doc.id)).toEqual(before);
    expect(await documentAudit(s.db, doc.id)).toHaveLength(1);
  });

  it.each([
    ['status 1 (not yet processed)', { status: 1 }],
    ['status 6 (failed)', { status: 6, isResendable: true }],
    ['status 5 (already cancelled)', { status: 5 }],
    ['an e-Fatura', { docType: 1 }],
    ['an information slip', { docType: 9, invoiceNo: null }],
    ['an e-İrsaliye', { docType: 5 }],
  ])('refuses %s with the spec message and changes nothing', async (_label, overrides) => {
    const doc = await anadoluDoc(overrides);
    const before = await documentRow(s.db, doc.tenantId, doc.id);
    const res = await api.post(
      '/api/invoice/cancel',
      cancelBody(doc.ettn, { docType: doc.docType }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
      details: { reason: 'cancelOnlySentEArsiv' },
    });
    expect(await documentRow(s.db, doc.tenantId, doc.id)).toEqual(before);
    expect(await documentAudit(s.db, doc.id)).toEqual([]);
  });

  it('refuses a payload whose docType is not the document’s', async () => {
    const doc = await anadoluDoc();
    const res = await api.post('/api/invoice/cancel', cancelBody(doc.ettn, { docType: 1 }));
    expect(res.statusCode).toBe(422);
    expect((await documentRow(s.db, doc.tenantId, doc.id)).pipelineStep).toBeNull();
  });

  it.each([
    ['a 1-character reason', { cancelReason: ' x ' }],
    ['a 251-character reason', { cancelReason: 'a'.repeat(251) }],
    ['no cancel date', { cancelDate: undefined }],
    ['a cancel date without time', { cancelDate: '2026-11-22' }],
  ])('rejects %s (spec §5: 2–250 characters, ISO time)', async (_label, overrides) => {
    const doc = await anadoluDoc();
    const res = await api.post('/api/invoice/cancel', cancelBody(doc.ettn, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect((await documentRow(s.db, doc.tenantId, doc.id)).pipelineStep).toBeNull();
  });

  it('accepts exactly 2 and 250 characters', async () => {
    for (const reason of ['ab', 'ç'.repeat(250)]) {
      const doc = await anadoluDoc();
      const res = await api.post(
        '/api/invoice/cancel',
        cancelBody(doc.ettn, { cancelReason: reason }),
      );
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('POST /api/invoice/resend', () => {
  it('queues a resendable failed document and audits it', async () => {
    const doc = await anadoluDoc({
      status: 6,
      isResendable: true,
      failureReason: 'timeout',
      pipelineStep: null,
    });
    const res = await api.post('/api/invoice/resend', { documentId: doc.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documentId: doc.id, status: 1, pipelineStep: 'prepare' });
    const row = await documentRow(s.db, doc.tenantId, doc.id);
    expect(row).toMatchObject({
      status: 1,
      isResendable: false,
      failureReason: null,
      pipelineStep: 'prepare',
    });
    expect(row.nextCheckAt).toBeInstanceOf(Date);
    expect((await documentAudit(s.db, doc.id)).map((a) => a.action)).toEqual(['resend']);
    const twice = await api.post('/api/invoice/resend', { documentId: doc.id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Bu belge yeniden gönderilemez.',
    });
  });

  it.each([
    [
      'not resendable (after GİB 1163)',
      { status: 6, isResendable: false, gibStatusCode: 1163 },
      'resendNotAllowed',
      'Bu belge yeniden gönderilemez.',
    ],
    [
      'an information slip',
      { docType: 9, invoiceNo: null, status: 6, isResendable: true },
      'resendInformationSlip',
      'Bilgi fişleri entegratöre gönderilmez.',
    ],
    [
      'a cancelled document',
      { status: 5, isResendable: true },
      'resendCancelled',
      'İptal edilmiş belge yeniden gönderilemez.',
    ],
    ['a sent document', { status: 2 }, 'resendNotAllowed', 'Bu belge yeniden gönderilemez.'],
  ])('refuses %s and changes nothing', async (_label, overrides, reason, message) => {
    const doc = await anadoluDoc(overrides);
    const before = await documentRow(s.db, doc.tenantId, doc.id);
    const res = await api.post('/api/invoice/resend', { documentId: doc.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'UNPROCESSABLE', message, details: { reason } });
    expect(await documentRow(s.db, doc.tenantId, doc.id)).toEqual(before);
    expect(await documentAudit(s.db, doc.id)).toEqual([]);
  });

  it('answers 404 for an unknown document', async () => {
    const res = await api.post('/api/invoice/resend', { documentId: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
  });
});

describe('integrator request and response', () => {
  it('returns the latest send exchange and every response, newest first, Istanbul time', async () => {
    const doc = await anadoluDoc();
    const base = { tenantId: doc.tenantId, documentId: doc.id };
    await createIntegratorExchange(s.db, {
      ...base,
      requestBase64: 'b2xk',
      requestHash: 'old',
      createdAt: new Date('2026-11-20T08:00:00Z'),
      responseDate: new Date('2026-11-20T08:00:05Z'),
      responseStatus: 1160,
      responseData: { message: 'XML ŞEMA KONTROLÜNDEN GEÇEMEDİ' },
    });
    await createIntegratorExchange(s.db, {
      ...base,
      requestBase64: 'bmV3',
      requestHash: 'abc123',
      success: true,
      createdAt: new Date('2026-11-21T09:00:00Z'),
      responseDate: new Date('2026-11-21T09:00:01Z'),
      responseStatus: 1000,
      responseData: 'ZARF KUYRUĞA EKLENDİ',
    });
    await createIntegratorExchange(s.db, {
      ...base,
      operation: 'status',
      createdAt: new Date('2026-11-21T21:30:00Z'),
      responseDate: new Date('2026-11-21T21:30:00Z'),
      responseStatus: 1300,
      responseData: 'BAŞARIYLA TAMAMLANDI',
    });
    const req = await api.get(`/api/invoice/integrator-request?documentId=${doc.id}`);
    expect(ZIntegratorRequest.parse(req.json())).toEqual({
      data: { success: true, integratorRequestBase64: 'bmV3', hash: 'abc123' },
    });
    const res = await api.get(`/api/invoice/integrator-response?ettn=${doc.ettn}`);
    expect(ZIntegratorResponseList.parse(res.json()).list).toEqual([
      { date: '22.11.2026 - 00:30', status: 1300, data: 'BAŞARIYLA TAMAMLANDI' },
      { date: '21.11.2026 - 12:00', status: 1000, data: 'ZARF KUYRUĞA EKLENDİ' },
      {
        date: '20.11.2026 - 11:00',
        status: 1160,
        data: '{"message":"XML ŞEMA KONTROLÜNDEN GEÇEMEDİ"}',
      },
    ]);
  });

  it('answers an empty request for a document never sent', async () => {
    const doc = await anadoluDoc({ status: 1 });
    const req = await api.get(`/api/invoice/integrator-request?documentId=${doc.id}`);
    expect(req.json()).toEqual({
      data: { success: false, integratorRequestBase64: null, hash: null },
    });
    expect((await api.get(`/api/invoice/integrator-response?ettn=${doc.ettn}`)).json()).toEqual({
      list: [],
    });
  });
});
