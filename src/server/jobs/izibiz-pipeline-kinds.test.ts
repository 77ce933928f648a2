import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentFile } from '../documents/document-file.repository';
import {
  startIzibizDouble,
  type TRunningDouble,
} from '../documents/integrators/izibiz/double/izibiz-double.test-support';
import { verifyUblSignature } from '../documents/signing/verify-signature';
import { createSeries } from '../test/document-factories';
import { createIzibizProduct, sendThroughIzibiz } from './izibiz-pipeline.test-support';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

let h: TPipelineHarness;
let double: TRunningDouble;

beforeAll(async () => {
  h = await startPipelineHarness();
  double = await startIzibizDouble({ stepMs: 100 });
  const productId = await createIzibizProduct(h.db, double.url);
  const target = { tenantId: h.pos.tenant.id, storeId: h.pos.store.id, productId };
  // e-İrsaliye has no settings of its own (spec §3): it goes with the e-Fatura ones.
  await sendThroughIzibiz(h.db, h.config.secretKey, target, [1, 7]);
  const series = { tenantId: h.pos.tenant.id, storeId: h.pos.store.id };
  await createSeries(h.db, { ...series, docType: 5, prefix: 'IRS' });
  await createSeries(h.db, { ...series, docType: 7, prefix: 'SMM' });
}, 120_000);
afterAll(async () => {
  await h.close();
  await double.close();
});
afterEach(() => {
  expect(double.state.violations).toEqual([]);
});

describe('e-İrsaliye and e-SMM through İzibiz', () => {
  it('takes a despatch advice to 1300 with SendDespatchAdvice (GİB’s mailbox for a non-user)', async () => {
    const sale = await h.postSale('izi-irsaliye-1', {
      docType: 5,
      customer: { name: 'Alıcı Ltd.', taxNo: '1234567808' },
      despatchInfo: {
        actualDespatchDate: '2026-11-22',
        actualDespatchTime: '15:00:00',
        carrier: { name: 'CCC Lojistik', taxNo: '3900892152' },
        deliveryAddress: {
          streetName: 'Moda Caddesi',
          citySubdivisionName: 'Kadıköy',
          cityName: 'İstanbul',
          postalZone: '34710',
          countryName: 'Türkiye',
        },
      },
    });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ docType: 5, status: 2, gibStatusCode: 1300 });
    expect(double.state.submissions.get(sale.ettn)).toBe(1);
  });

  it('sends an e-SMM without our signature, and keeps the receipt İzibiz signed', async () => {
    const sale = await h.postSale('izi-smm-1', { docType: 7 });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      docType: 7,
      status: 2,
      gibStatusCode: 1300,
      gibStatusText: 'RAPORLANDI',
    });
    const held = double.state.documents.get(sale.ettn)?.held;
    const ref = { tenantId: h.pos.tenant.id, documentId: sale.documentId };
    const stored = await readDocumentFile(h.db, ref, 'signed');
    expect(held && stored?.content.equals(held)).toBe(true);
    expect(stored?.content.toString('utf8')).toContain('İZİBİZ TEST');
    expect((await verifyUblSignature(stored?.content.toString('utf8') ?? '')).valid).toBe(true);
    expect(double.state.submissions.get(sale.ettn)).toBe(1);
  });
});
