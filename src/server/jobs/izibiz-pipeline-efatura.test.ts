import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientResponse } from '../../shared/domain/enums';
import { stores } from '../db/schema/stores';
import {
  startIzibizDouble,
  type TRunningDouble,
} from '../documents/integrators/izibiz/double/izibiz-double.test-support';
import { createRegisteredTaxPayer } from '../test/document-factories';
import { createIzibizProduct, sendThroughIzibiz } from './izibiz-pipeline.test-support';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

const BUYER_VKN = '1111111114';
const BUYER_PK = 'urn:mail:faturapk@alici.example';
const TEMEL = { customer: { name: 'Alıcı A.Ş.', taxNo: BUYER_VKN }, scenarioType: 1 as const };
const TICARI = { customer: { name: 'Alıcı A.Ş.', taxNo: BUYER_VKN }, scenarioType: 2 as const };

let h: TPipelineHarness;
let double: TRunningDouble;

beforeAll(async () => {
  h = await startPipelineHarness();
  double = await startIzibizDouble({ stepMs: 100 });
  const productId = await createIzibizProduct(h.db, double.url);
  const target = { tenantId: h.pos.tenant.id, storeId: h.pos.store.id, productId };
  await sendThroughIzibiz(h.db, h.config.secretKey, target, [1]);
  await createRegisteredTaxPayer(h.db, BUYER_VKN);
  await h.db
    .update(stores)
    .set({ commercialInvoiceEnabled: true })
    .where(and(eq(stores.tenantId, h.pos.tenant.id), eq(stores.id, h.pos.store.id)));
}, 120_000);
afterAll(async () => {
  await h.close();
  await double.close();
});
beforeEach(() => {
  double.control({ action: 'normal' });
  double.control({
    action: 'gib-user',
    vkn: BUYER_VKN,
    title: 'ALICI A.Ş.',
    aliases: [{ alias: BUYER_PK, unit: 'PK', documentType: 'INVOICE' }],
  });
});
afterEach(() => {
  expect(double.state.violations).toEqual([]);
});

describe('e-Fatura through İzibiz (SendInvoice, GetInvoiceStatus, GetInvoice)', () => {
  it('takes a basic invoice to GİB’s 1300 with the buyer’s mailbox as RECEIVER', async () => {
    const sale = await h.postSale('izi-efatura-temel', TEMEL);
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      docType: 1,
      profileId: 'TEMELFATURA',
      status: 2,
      gibStatusCode: 1300,
      gibStatusText: 'BAŞARIYLA TAMAMLANDI',
    });
    expect(double.state.submissions.get(sale.ettn)).toBe(1);
  });

  it('shows a commercial invoice’s rejection by its buyer as client response 3', async () => {
    const sale = await h.postSale('izi-efatura-ticari', TICARI);
    // The buyer answers as soon as İzibiz has it (the pipeline would otherwise look hourly).
    while (!double.state.documents.has(sale.ettn)) await new Promise((r) => setTimeout(r, 20));
    double.control({
      action: 'client-response',
      ettn: sale.ettn,
      accept: false,
      reason: 'Fiyat hatalı',
    });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      profileId: 'TICARIFATURA',
      gibStatusCode: 1300,
      responseState: ClientResponse.rejected,
      responseMessage: 'Fiyat hatalı',
    });
  });

  it('fails an invoice GİB refused after İzibiz took it, with GİB’s code and text', async () => {
    double.control({ action: 'gib-outcome', code: 1171 });
    const sale = await h.postSale('izi-efatura-1171', TEMEL);
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      status: 6,
      gibStatusCode: 1171,
      gibStatusText: 'GÖNDERİCİ BİRİM YETKİSİ YOK',
    });
    expect(row.failureReason).toContain('1171');
  });
});
