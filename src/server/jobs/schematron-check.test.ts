import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { createUser, signInAs } from '../test/factories';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

let h: TPipelineHarness;
beforeAll(async () => {
  h = await startPipelineHarness();
}, 120_000);
afterAll(async () => {
  await h.close();
});

// A valid VKN the POS API accepts, which GİB's TaxFreeInvoiceCheck reserves for the customs
// administration: only a YOLCUBERABERFATURA, IHRACAT, OZELFATURA or KAMU invoice may go to it.
const CUSTOMS_BUYER = {
  name: 'Gümrük ve Ticaret Bakanlığı Bilgi İşlem Dairesi',
  taxNo: '1460415308',
  taxOffice: 'Ulus',
  address: { cityName: 'Ankara', citySubdivisionName: 'Çankaya' },
};

async function exchangesOf(documentId: string) {
  return h.db
    .select({ operation: integratorExchanges.operation })
    .from(integratorExchanges)
    .where(
      and(
        eq(integratorExchanges.tenantId, h.pos.tenant.id),
        eq(integratorExchanges.documentId, documentId),
      ),
    );
}

describe("GİB's schematron before sending", () => {
  it('fails a sale whose buyer breaks a rule with the rule, and never sends it', async () => {
    const sale = await h.postSale('rules-customs-1', { customer: CUSTOMS_BUYER });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      status: 6,
      gibStatusCode: null,
      isResendable: true,
      attemptCount: 0,
      sentAt: null,
    });
    expect(row.gibStatusText).toMatch(/^\[TaxFreeInvoiceCheck\] 1460415308 vergi Numaralı/);
    expect(row.failureReason).toMatch(/^GİB şematron kuralına uymuyor: \[TaxFreeInvoiceCheck\]/);
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 0, deliveries: 0 });
    expect(await exchangesOf(sale.documentId)).toEqual([]);
  }, 90_000);

  it('sends the document once its buyer is corrected, under the same number', async () => {
    const sale = await h.postSale('rules-customs-2', { customer: CUSTOMS_BUYER });
    const failed = await h.waitFor(sale.documentId, isSettled);
    expect(failed.status).toBe(6);
    const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
    const { bearer } = await signInAs(h.app, user);
    const customer = { name: 'Doğru Alıcı Ltd. Şti.', taxNo: '3900892152', taxOffice: 'Kadıköy' };
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/invoice/resend',
      headers: bearer,
      payload: { documentId: sale.documentId, customer },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const sent = await h.waitFor(sale.documentId, (r) => isSettled(r) && r.status !== 1);
    expect(sent).toMatchObject({ status: 2, gibStatusCode: 1300, invoiceNo: failed.invoiceNo });
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
  }, 90_000);
});
