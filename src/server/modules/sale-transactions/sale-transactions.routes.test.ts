import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, istanbulDay } from '../../../shared/format/istanbul-time';
import { ZDocumentListResponse } from '../../../shared/invoice/document-list';
import {
  ZSaleTransactionDetail,
  ZSaleTransactionList,
} from '../../../shared/sale-transactions/sale-transaction';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { request, twoTenants } from '../invoice/invoice.test-support';
import { createSale, createSaleDevice } from './sale-transactions.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
const ids: Record<string, string> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const tenantId = s.anadolu.tenant.id;
  const kasa = await createSaleDevice(s.db, tenantId, s.anadolu.kadikoy.id);
  const modaKasa = await createSaleDevice(s.db, tenantId, s.anadolu.moda.id);
  const kadikoy = { tenantId, storeId: s.anadolu.kadikoy.id, deviceId: kasa.id };
  const moda = { tenantId, storeId: s.anadolu.moda.id, deviceId: modaKasa.id };
  const paid = await createSale(
    s.db,
    { ...kadikoy, totalPayAmount: '100.00', checkNo: 'A-101', supplierTaxNo: '1234567890' },
    {
      payments: [
        { status: 'completed', amount: '80.00' },
        { status: 'refund_error', amount: '20.00' },
      ],
      lines: 3,
    },
  );
  ids.paid = paid.id;
  ids.paidTransaction = paid.transactionId;
  ids.cancelled = (
    await createSale(s.db, {
      ...kadikoy,
      transactionTime: daysAgo(2),
      totalPayAmount: '50.00',
      checkNo: 'B-7',
      saleTransactionStatus: 2,
      isCancelled: true,
      cancelDate: daysAgo(1),
      cancelReason: 'Müşteri vazgeçti',
    })
  ).id;
  ids.open = (
    await createSale(s.db, { ...kadikoy, transactionTime: daysAgo(1), saleTransactionStatus: 0 })
  ).id;
  ids.moda = (await createSale(s.db, { ...moda, totalPayAmount: '75.00', checkNo: 'M-1' })).id;
  ids.old = (await createSale(s.db, { ...kadikoy, transactionTime: daysAgo(40) })).id;
  for (const docType of [2, 9]) {
    const doc = await createDocument(s.db, {
      ...kadikoy,
      docType,
      saleTransactionId: paid.id,
      invoiceDate: istanbulDay(paid.transactionTime),
    });
    ids[`doc${docType}`] = doc.id;
  }
  await createDocument(s.db, { ...moda, saleTransactionId: ids.moda });
});
afterAll(() => t.close());

async function list(query: string, headers = s.asAnadolu) {
  const res = await request(t, headers).get(`/api/invoice/sale-transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSaleTransactionList.parse(res.json());
}
const idsOf = (page: { list: { id: string }[] }) => page.list.map((r) => r.id);

describe('GET /api/invoice/sale-transactions', () => {
  it('lists the last month newest first in the shared page envelope', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.moda, ids.paid, ids.open, ids.cancelled]);
    expect(page).toMatchObject({ currentPage: 1, pageSize: 10, rowCount: 4, pageCount: 1 });
    expect(page.list[1]).toMatchObject({
      storeName: 'Anadolu Kadıköy',
      deviceDescription: 'Kasa 1',
      totalPayAmount: '100.00',
      currencyCode: 'TRY',
      checkNo: 'A-101',
      saleTransactionStatus: 1,
    });
  });

  it('falls back to the paging defaults, caps the size and answers 0 pages when empty', async () => {
    expect(await list('?pageNumber=x&pageSize=-2')).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect((await list('?pageSize=5000')).pageSize).toBe(200);
    const second = await list('?pageNumber=2&pageSize=3');
    expect(idsOf(second)).toEqual([ids.cancelled]);
    expect(await list('?filter=checkNo:YOK:search')).toMatchObject({ rowCount: 0, pageCount: 0 });
  });

  it('filters by status, check number, amount range, store and time range', async () => {
    expect(idsOf(await list('?filter=status:2:eq'))).toEqual([ids.cancelled]);
    expect(idsOf(await list('?filter=status:0:eq'))).toEqual([ids.open]);
    expect(idsOf(await list('?filter=checkNo:a-1:search'))).toEqual([ids.paid]);
    expect(
      idsOf(await list(`?filter=totalPayAmount:${encodeURIComponent('50~80')}:range`)),
    ).toEqual([ids.moda, ids.cancelled]);
    expect(idsOf(await list(`?filter=storeId:${s.anadolu.moda.id}:eq`))).toEqual([ids.moda]);
    const range = `${istanbulDay(daysAgo(45))}~${istanbulDay(daysAgo(35))}`;
    expect(idsOf(await list(`?filter=transactionTime:${range}:range`))).toEqual([ids.old]);
    expect(idsOf(await list('?filter=status:2:eq,checkNo:A:search'))).toEqual([]);
  });

  it('searches the transaction id whole and a check number part, letters folded or none', async () => {
    expect(idsOf(await list(`?searchText=${ids.paidTransaction}`))).toEqual([ids.paid]);
    expect(idsOf(await list(`?searchText=${ids.paidTransaction?.slice(0, 8)}`))).toEqual([]);
    expect(idsOf(await list('?searchText=b-7'))).toEqual([ids.cancelled]);
    // No letters: the stored value is matched as it is, with the same result as folded.
    expect(idsOf(await list('?filter=checkNo:-10:search'))).toEqual([ids.paid]);
    expect(idsOf(await list('?searchText=-1'))).toEqual([ids.moda, ids.paid]);
  });

  it('refuses a filter or sort it cannot apply', async () => {
    for (const query of [
      '?filter=status:5:eq',
      '?filter=totalPayAmount:9~1:range',
      '?sort=x:asc',
    ]) {
      const res = await request(t, s.asAnadolu).get(`/api/invoice/sale-transactions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('sorts by one column either way', async () => {
    const amounts = (page: { list: { totalPayAmount: string }[] }) =>
      page.list.map((r) => r.totalPayAmount);
    expect(amounts(await list('?sort=totalPayAmount:asc'))).toEqual([
      '12.50',
      '50.00',
      '75.00',
      '100.00',
    ]);
    expect(amounts(await list('?sort=totalPayAmount:desc'))[0]).toBe('100.00');
    expect(idsOf(await list('?sort=transactionTime:asc'))[0]).toBe(ids.cancelled);
    expect((await list('?sort=storeName:desc')).list[0]?.storeName).toBe('Anadolu Moda Şişli');
    expect(idsOf(await list('?sort=status:asc'))[0]).toBe(ids.open);
  });

  it('lists only the selected store in store mode', async () => {
    expect(idsOf(await list('', s.asAnadoluKadikoy))).toEqual([ids.paid, ids.open, ids.cancelled]);
    expect((await list(`?storeId=${s.anadolu.moda.id}`, s.asAnadoluKadikoy)).rowCount).toBe(0);
  });
});

describe('GET /api/invoice/sale-transactions/:id', () => {
  it('answers the sale with its payments, lines and documents', async () => {
    const res = await request(t, s.asAnadolu).get(`/api/invoice/sale-transactions/${ids.paid}`);
    expect(res.statusCode).toBe(200);
    const sale = ZSaleTransactionDetail.parse(res.json());
    expect(sale).toMatchObject({ id: ids.paid, supplierTaxNo: '1234567890', isCancelled: false });
    expect(sale.payments.map((p) => [p.status, p.amount])).toEqual([
      ['completed', '80.00'],
      ['refund_error', '20.00'],
    ]);
    expect(sale.transactionDetails.map((l) => l.lineNo)).toEqual([1, 2, 3]);
    expect(sale.documents.map((d) => d.documentId).sort()).toEqual([ids.doc2, ids.doc9].sort());
    expect(sale.documents[0]?.invoiceDate).toBe(istanbulDay(new Date(sale.transactionTime)));
  });

  it('shows the cancellation of a cancelled sale', async () => {
    const res = await request(t, s.asAnadolu).get(
      `/api/invoice/sale-transactions/${ids.cancelled}`,
    );
    expect(res.json()).toMatchObject({
      saleTransactionStatus: 2,
      isCancelled: true,
      cancelReason: 'Müşteri vazgeçti',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const api = request(t, s.asAnadolu);
    const missing = await api.get(`/api/invoice/sale-transactions/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect((await api.get('/api/invoice/sale-transactions/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/invoice/list?filter=saleTransactionId:<id>:eq', () => {
  it('lists the documents of one sale', async () => {
    const res = await request(t, s.asAnadolu).get(
      `/api/invoice/list?filter=saleTransactionId:${ids.paid}:eq`,
    );
    expect(res.statusCode).toBe(200);
    const page = ZDocumentListResponse.parse(res.json());
    expect(page.list.map((d) => d.documentId).sort()).toEqual([ids.doc2, ids.doc9].sort());
  });
});
