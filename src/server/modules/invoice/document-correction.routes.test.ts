import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZResendForm } from '../../../shared/invoice/document-correction';
import { auditLog } from '../../db/schema/audit';
import {
  isSettled,
  startPipelineHarness,
  type TPipelineHarness,
} from '../../jobs/pipeline.test-support';
import { createRegisteredTaxPayer } from '../../test/document-factories';
import { createTenantWithUser, createUser, signInAs } from '../../test/factories';
import { readDocumentFile } from '../../documents/document-file.repository';

let h: TPipelineHarness;
let own: { authorization: string };
let other: { authorization: string };
beforeAll(async () => {
  h = await startPipelineHarness();
  const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
  ({ bearer: own } = await signInAs(h.app, user));
  const stranger = await createTenantWithUser(h.db);
  ({ bearer: other } = await signInAs(h.app, stranger.user));
  await createRegisteredTaxPayer(h.db, '4840847211', 'Kayıtlı Alıcı A.Ş.');
}, 120_000);
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.simulator.control({ action: 'normal' });
});

type THeaders = { authorization: string };
const form = (headers: THeaders, documentId: string) =>
  h.app.inject({
    method: 'GET',
    url: `/api/invoice/resend-form?documentId=${documentId}`,
    headers,
  });
const resend = (headers: THeaders, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/invoice/resend', headers, payload });
const row = (documentId: string) => h.waitFor(documentId, () => true);

async function signedXml(documentId: string) {
  const file = await readDocumentFile(h.db, { tenantId: h.pos.tenant.id, documentId }, 'signed');
  return file?.content.toString('utf8') ?? '';
}

/** A sale GİB rejected while processing (1160): nothing of it is registered. */
async function rejected(key: string, customer?: object) {
  h.simulator.control({ action: 'fail', code: 1160, count: 1 });
  const sale = await h.postSale(key, customer ? { customer } : {});
  const failed = await h.waitFor(sale.documentId, isSettled);
  expect(failed).toMatchObject({ status: 6, gibStatusCode: 1160, isResendable: true });
  return { ...sale, failed };
}

describe('correct and resend', () => {
  it('shows the buyer to correct and, read-only, what was sold', async () => {
    const { documentId, failed } = await rejected('fix-form-1', {
      name: 'Yanlış Alıcı',
      taxNo: '1234567808',
      address: { cityName: 'İstanbul' },
    });
    const res = await form(own, documentId);
    expect(res.statusCode).toBe(200);
    const body = ZResendForm.parse(res.json());
    expect(body).toMatchObject({
      invoiceNo: failed.invoiceNo,
      correctable: true,
      refusal: null,
      customer: { name: 'Yanlış Alıcı', taxNo: '1234567808', cityName: 'İstanbul', alias: '' },
      amounts: { pay: '120.00' },
      device: { description: 'Kasa 1' },
    });
    expect(body.lines).toHaveLength(1);
  }, 60_000);

  it('refuses a wrong buyer with the field to fix and changes nothing', async () => {
    const { documentId, failed } = await rejected('fix-bad-1');
    const badChecksum = await resend(own, {
      documentId,
      customer: { name: 'X', taxNo: '1234567801' },
    });
    expect(badChecksum.statusCode).toBe(400);
    expect(JSON.stringify(badChecksum.json())).toContain('customer.taxNo');
    // An e-Arşiv cannot be turned towards an e-Fatura user, nor carry a mailbox alias.
    const invoiceUser = await resend(own, {
      documentId,
      customer: { name: 'Kayıtlı Alıcı A.Ş.', taxNo: '4840847211', alias: 'urn:mail:x@y.com' },
    });
    expect(invoiceUser.statusCode).toBe(400);
    expect(invoiceUser.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'body.customer.taxNo', key: 'documentCorrection.errors.invoiceUser' },
        { path: 'body.customer.alias', key: 'documentCorrection.errors.aliasOnlyEFatura' },
      ],
    });
    const after = await row(documentId);
    expect(after).toMatchObject({ status: 6, buyerCorrection: null, updatedAt: failed.updatedAt });
  }, 60_000);

  it('rebuilds, signs and sends the corrected document under the same number and ETTN', async () => {
    const { documentId, ettn, failed } = await rejected('fix-ok-1', { name: 'Yanlış Ad' });
    const customer = { name: 'Doğru Alıcı Ltd. Şti.', taxNo: '3900892152', taxOffice: 'Kadıköy' };
    expect((await resend(own, { documentId, customer })).statusCode).toBe(200);
    const sent = await h.waitFor(documentId, (r) => isSettled(r) && r.status !== 1);
    expect(sent).toMatchObject({
      status: 2,
      gibStatusCode: 1300,
      invoiceNo: failed.invoiceNo,
      ettn: failed.ettn,
      customerName: customer.name,
      customerTaxNo: customer.taxNo,
    });
    const xml = await signedXml(documentId);
    expect(xml).toContain('Doğru Alıcı Ltd. Şti.');
    expect(xml).toContain('3900892152');
    expect(xml).not.toContain('Yanlış Ad');
    expect(h.simulator.receivedRecord(ettn)).toMatchObject({ deliveries: 1 });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, documentId), eq(auditLog.action, 'correct-and-resend')));
    expect(audit?.changes).toMatchObject({
      before: { status: 6, customerName: 'Yanlış Ad' },
      after: { status: 1, buyerCorrection: customer },
    });
  }, 60_000);

  it('sends an e-Fatura only to a GİB user, at one of its mailboxes', async () => {
    const buyer = { name: 'Kayıtlı Alıcı A.Ş.', taxNo: '4840847211' };
    const { documentId } = await rejected('fix-efatura-1', buyer);
    expect((await row(documentId)).docType).toBe(1);
    const notUser = await resend(own, { documentId, customer: { name: 'X', taxNo: '1234567808' } });
    expect(notUser.json()).toMatchObject({
      details: [{ path: 'body.customer.taxNo', key: 'documentCorrection.errors.notInvoiceUser' }],
    });
    const wrongAlias = await resend(own, {
      documentId,
      customer: { ...buyer, alias: 'urn:mail:baska@pk.example.com' },
    });
    expect(wrongAlias.json()).toMatchObject({
      details: [{ path: 'body.customer.alias', key: 'documentCorrection.errors.aliasNotOfBuyer' }],
    });
    const ok = await resend(own, {
      documentId,
      customer: { ...buyer, alias: 'urn:mail:4840847211@pk.example.com' },
    });
    expect(ok.statusCode).toBe(200);
    const sent = await h.waitFor(documentId, (r) => isSettled(r) && r.status !== 1);
    expect(sent).toMatchObject({ status: 2, docType: 1 });
  }, 60_000);

  it('another tenant can neither read the form nor correct or resend the document', async () => {
    const { documentId, failed } = await rejected('fix-isolation-1');
    expect((await form(own, documentId)).statusCode).toBe(200);
    expect((await form(other, documentId)).statusCode).toBe(404);
    const customer = { name: 'Başkasının Alıcısı', taxNo: '1234567808' };
    expect((await resend(other, { documentId, customer })).statusCode).toBe(404);
    expect((await resend(other, { documentId })).statusCode).toBe(404);
    expect(await row(documentId)).toMatchObject({
      status: 6,
      buyerCorrection: null,
      updatedAt: failed.updatedAt,
    });
  }, 60_000);
});
