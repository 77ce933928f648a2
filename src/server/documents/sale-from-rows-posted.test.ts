import { describe, expect, it } from 'vitest';
import { ZPosSaleTransaction } from '../../shared/pos/sale-transaction';
import { saleAmounts, saleLine } from './sale-to-ubl/sale-lines.test-support';
import { makeTestSale } from './sale-to-ubl/sale-cases.test-support';
import { saleFromRowData, type TSaleRows } from './sale-from-rows';
import { SaleDocumentError } from './sale-to-ubl/sale-document';

type TLineRow = TSaleRows['lines'][number];

/** What the POS route stores for a posted sale: columns as PostgreSQL returns them, plus the body. */
function postedRows(docType: 2 | 7, lines: ReturnType<typeof saleLine>[]): TSaleRows {
  const combination = { docType, invoiceType: 1, scenarioType: 1 } as const;
  const sale = ZPosSaleTransaction.parse(
    makeTestSale(combination, { invoiceLines: lines, ...saleAmounts(lines) }),
  );
  const rows = sale.invoiceLines.map((l, i): TLineRow => ({
    tenantId: 't',
    id: `line-${i}`,
    saleTransactionId: 's',
    lineNo: i + 1,
    itemName: l.name,
    itemCode: null,
    quantity: `${l.quantity}.000`,
    unitCode: l.unitCode,
    unitPrice: `${l.unitPrice}.0000`,
    lineExtensionAmount: l.lineExtensionAmount,
    vatRate: `${l.vatRate}.00`,
    vatAmount: l.vatAmount,
    discountAmount: l.discount,
    withholdingCode: null,
    withholdingRate: null,
    exemptionCode: null,
    exemptionReason: null,
    specialConsumptionTaxAmount: l.specialConsumptionTax?.amount ?? null,
    accommodationTaxAmount: null,
  }));
  return {
    document: {
      docType,
      invoiceType: 1,
      scenarioType: 1,
      invoiceTime: null,
      currencyCode: 'TRY',
      customerName: null,
      customerTaxNo: null,
    },
    sale: {
      transactionId: sale.transactionId,
      transactionTime: new Date(sale.transactionTime),
      checkNo: null,
      totalPayAmount: sale.amounts.pay,
      requestBody: JSON.parse(JSON.stringify(sale)) as Record<string, unknown>,
    },
    lines: rows,
    payments: sale.payments.map((p) => ({
      paymentType: p.type,
      status: p.status,
      amount: p.amount,
    })),
  };
}

describe('saleFromRowData with what only the posted body holds', () => {
  it('keeps the ÖTV list code and the e-SMM stopaj, and the payable they lead to', () => {
    const fee = saleLine({
      name: 'Avukatlık ücreti',
      quantity: '1',
      unitPrice: '1000',
      vatRate: '20',
      incomeTaxWithholdingRate: '20',
    });
    const smm = saleFromRowData(postedRows(7, [fee]));
    expect(smm.invoiceLines[0]?.incomeTaxWithholding).toEqual({ rate: '20', amount: '200.00' });
    expect(smm.amounts).toMatchObject({ pay: '1000.00', rounding: '0.00' });

    const cologne = saleLine({
      name: 'Kolonya',
      quantity: '2',
      unitPrice: '50',
      vatRate: '20',
      specialConsumptionTax: { code: '0073', rate: '10' },
    });
    const archive = saleFromRowData(postedRows(2, [cologne]));
    expect(archive.invoiceLines[0]?.specialConsumptionTax).toEqual({
      code: '0073',
      rate: '10',
      amount: '10.00',
    });
    expect(archive.amounts.pay).toBe('132.00');
  });

  it('refuses ÖTV rows whose body does not name the ÖTV list', () => {
    const cologne = saleLine({
      name: 'Kolonya',
      quantity: '1',
      unitPrice: '100',
      vatRate: '20',
      specialConsumptionTax: { code: '0071', rate: '10' },
    });
    const rows = postedRows(2, [cologne]);
    rows.sale.requestBody = { ...rows.sale.requestBody, invoiceLines: undefined };
    expect(() => saleFromRowData(rows)).toThrow(SaleDocumentError);
    expect(() => saleFromRowData(rows)).toThrow(/invoiceLines\.0\.specialConsumptionTax\.code/);
  });
});
