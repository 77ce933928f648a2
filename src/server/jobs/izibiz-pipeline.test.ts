import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDocumentFile } from '../documents/document-file.repository';
import {
  startIzibizDouble,
  type TRunningDouble,
} from '../documents/integrators/izibiz/double/izibiz-double.test-support';
import { createUser, signInAs } from '../test/factories';
import { createIzibizProduct, sendThroughIzibiz } from './izibiz-pipeline.test-support';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

let h: TPipelineHarness;
let double: TRunningDouble;
let productId: string;
const target = () => ({ tenantId: h.pos.tenant.id, storeId: h.pos.store.id, productId });

beforeAll(async () => {
  h = await startPipelineHarness();
  // A status step every 100 ms: RAPORLANDI (1300) a third of a second after İzibiz took it.
  double = await startIzibizDouble({ stepMs: 100 });
  productId = await createIzibizProduct(h.db, double.url);
  await sendThroughIzibiz(h.db, h.config.secretKey, target(), [2]);
}, 120_000);
afterAll(async () => {
  await h.close();
  await double.close();
});
beforeEach(() => {
  double.control({ action: 'normal' });
});
// Every request the plugin sent and every answer the double gave met İzibiz's published schemas.
afterEach(() => {
  expect(double.state.violations).toEqual([]);
});

const received = (ettn: string) => ({
  submissions: double.state.submissions.get(ettn) ?? 0,
  registrations: double.state.registrations.get(ettn) ?? 0,
});

async function expectLegalCopy(sale: { documentId: string; ettn: string }) {
  const ref = { tenantId: h.pos.tenant.id, documentId: sale.documentId };
  const stored = await readDocumentFile(h.db, ref, 'signed');
  expect(
    stored?.content.equals(double.state.documents.get(sale.ettn)?.held ?? Buffer.alloc(0)),
  ).toBe(true);
}

describe('the pipeline through İzibiz (the double over HTTP)', () => {
  it('takes an e-Arşiv sale to RAPORLANDI (1300) and keeps İzibiz’s copy as the signed file', async () => {
    const sale = await h.postSale('izi-earsiv-1');
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      docType: 2,
      status: 2,
      gibStatusCode: 1300,
      gibStatusText: 'RAPORLANDI',
    });
    expect(received(sale.ettn)).toEqual({ submissions: 1, registrations: 1 });
    await expectLegalCopy(sale);
  });

  it('leaves a document waiting with the reason when the password is wrong, and sends it once fixed', async () => {
    await sendThroughIzibiz(h.db, h.config.secretKey, target(), [2], 'yanlış-şifre');
    const sale = await h.postSale('izi-earsiv-pwd');
    const waiting = await h.waitFor(sale.documentId, (r) => r.failureReason !== null);
    expect(waiting).toMatchObject({ status: 1 });
    expect(waiting.failureReason).toContain('kullanıcı adı veya şifre hatalı');
    expect(received(sale.ettn).submissions).toBe(0);
    await sendThroughIzibiz(h.db, h.config.secretKey, target(), [2]);
    const sent = await h.waitFor(sale.documentId, isSettled, 60_000);
    expect(sent).toMatchObject({ status: 2, gibStatusCode: 1300, failureReason: null });
    expect(received(sale.ettn)).toEqual({ submissions: 1, registrations: 1 });
  }, 90_000);

  it('asks before sending again when the connection was cut after İzibiz took the document', async () => {
    double.control({
      action: 'transport',
      fault: { kind: 'cut' },
      operation: 'WriteToArchiveExtended',
    });
    const sale = await h.postSale('izi-earsiv-cut');
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ status: 2, gibStatusCode: 1300 });
    expect(received(sale.ettn)).toEqual({ submissions: 1, registrations: 1 });
    await expectLegalCopy(sale);
  });

  it('takes a duplicate answer as already delivered, never as a document to send anew', async () => {
    // The answer is lost and, for a while, İzibiz's status does not know what it took.
    double.control({ action: 'status-lag', ms: 600 });
    double.control({
      action: 'transport',
      fault: { kind: 'cut' },
      operation: 'WriteToArchiveExtended',
    });
    const sale = await h.postSale('izi-earsiv-dup');
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ status: 2, gibStatusCode: 1300 });
    // The second send met 10009; the one document İzibiz holds is ours.
    expect(received(sale.ettn)).toEqual({ submissions: 2, registrations: 1 });
    await expectLegalCopy(sale);
  });

  it('cancels a sent e-Arşiv with CancelEArchiveInvoice (status 5)', async () => {
    const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
    const { bearer } = await signInAs(h.app, user);
    const sale = await h.postSale('izi-earsiv-cancel');
    const sent = await h.waitFor(sale.documentId, isSettled);
    expect(sent.gibStatusCode).not.toBeNull();
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/invoice/cancel',
      headers: bearer,
      payload: {
        docType: 2,
        ettn: sale.ettn,
        cancelReason: 'Müşteri iade etti',
        cancelDate: new Date().toISOString(),
      },
    });
    expect(answer.statusCode).toBe(200);
    const cancelled = await h.waitFor(sale.documentId, isSettled);
    // İzibiz's cancel answer names no GİB code: the one the document had stays.
    expect(cancelled).toMatchObject({
      status: 5,
      integratorStatus: 5,
      gibStatusCode: sent.gibStatusCode,
    });
    expect(double.state.documents.get(sale.ettn)?.cancelledAt).not.toBeNull();
  });
});
