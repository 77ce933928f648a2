import { describe, expect, it } from 'vitest';
import { ZPosSaleTransaction, type TPosSaleTransactionInput } from './sale-transaction';

/** 2 × 50.00 at 20 % VAT with a 10.00 discount, ÖTV 10 %, paid by card. */
function sale(): TPosSaleTransactionInput {
  return {
    transactionId: 'T-1',
    transactionTime: '2026-11-22T14:05:00+03:00',
    amounts: {
      total: '128.80',
      pay: '118.80',
      discount: '10.00',
      taxable: '90.00',
      rounding: '0',
      tax: '28.80',
    },
    invoiceLines: [
      {
        name: 'Kolonya 400 ml',
        quantity: '2',
        unitPrice: '50',
        discount: '10.00',
        lineExtensionAmount: '90.00',
        specialConsumptionTax: { code: '0071', rate: '10', amount: '9.00' },
        vatRate: '20',
        vatAmount: '19.80',
      },
    ],
    payments: [{ type: 'card', amount: '118.80' }],
  };
}

function issues(input: unknown): Record<string, string> {
  const r = ZPosSaleTransaction.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ZPosSaleTransaction amount rules', () => {
  it('accepts consistent amounts (ÖTV inside the VAT base)', () => {
    expect(issues(sale())).toEqual({});
  });

  it('names the line field that is off by one kuruş', () => {
    const s = sale();
    s.invoiceLines[0] = { ...s.invoiceLines[0]!, lineExtensionAmount: '90.01' };
    expect(issues(s)['invoiceLines.0.lineExtensionAmount']).toContain('must be 90.00');
  });

  it('checks VAT on net + ÖTV, and totals against the lines', () => {
    const s = sale();
    s.invoiceLines[0] = { ...s.invoiceLines[0]!, vatAmount: '18.00' };
    const found = issues(s);
    expect(found['invoiceLines.0.vatAmount']).toContain('19.80');
    expect(found['amounts.tax']).toContain('27.00');
  });

  it('applies withholding and cash rounding to pay', () => {
    const s = sale();
    s.invoiceType = 3;
    s.invoiceLines[0] = {
      ...s.invoiceLines[0]!,
      withholding: { code: '606', rate: '90', amount: '17.82' },
    };
    s.amounts = { ...s.amounts, rounding: '0.02', pay: '101.00' };
    s.payments = [{ type: 'cash', amount: '101.00' }];
    expect(issues(s)).toEqual({});
    s.amounts = { ...s.amounts, pay: '118.80' };
    expect(issues(s)['amounts.pay']).toContain(
      'total − discount − withholding − income-tax withholding + rounding',
    );
  });

  it('takes income-tax withholding (stopaj) off pay on an e-SMM', () => {
    const s = sale();
    s.docType = 7;
    // 18.00 = 20 % of the net 90.00, not of the VAT.
    s.invoiceLines[0] = {
      ...s.invoiceLines[0]!,
      incomeTaxWithholding: { rate: '20', amount: '18.00' },
    };
    s.amounts = { ...s.amounts, pay: '100.80' };
    s.payments = [{ type: 'transfer', amount: '100.80' }];
    expect(issues(s)).toEqual({});
    s.invoiceLines[0] = {
      ...s.invoiceLines[0]!,
      incomeTaxWithholding: { rate: '20', amount: '5.76' },
    };
    const found = issues(s);
    expect(found['invoiceLines.0.incomeTaxWithholding.amount']).toContain('must be 18.00');
    expect(found['amounts.pay']).toContain('must be 113.04');
  });

  it('refuses a rounding of a lira or more and floats for money', () => {
    const s = sale();
    expect(
      issues({ ...s, amounts: { ...s.amounts, rounding: '1.00' } })['amounts.rounding'],
    ).toBeDefined();
    expect(
      issues({ ...s, amounts: { ...s.amounts, total: 128.8 } })['amounts.total'],
    ).toBeDefined();
    expect(
      issues({ ...s, amounts: { ...s.amounts, total: '128.800' } })['amounts.total'],
    ).toBeDefined();
  });

  it('wants completed payments to add up to pay, unless one is pending', () => {
    const s = sale();
    expect(issues({ ...s, payments: [{ type: 'card', amount: '100.00' }] })['payments']).toContain(
      '118.80',
    );
    const pending = [
      { type: 'card' as const, amount: '100.00' },
      { type: 'card' as const, status: 'pending' as const, amount: '18.80' },
    ];
    expect(issues({ ...s, payments: pending })).toEqual({});
  });
});

describe('ZPosSaleTransaction field rules', () => {
  it('needs an exchange rate for foreign currency, and none for TRY', () => {
    expect(issues({ ...sale(), currencyCode: 'EUR' })['exchangeRate']).toContain('required');
    expect(issues({ ...sale(), exchangeRate: '1.5' })['exchangeRate']).toContain('absent');
    expect(issues({ ...sale(), currencyCode: 'EUR', exchangeRate: '36.1234' })).toEqual({});
  });

  it('checks the customer tax number and the name it needs', () => {
    expect(
      issues({ ...sale(), customer: { name: 'X', taxNo: '1234567891' } })['customer.taxNo'],
    ).toContain('VKN');
    expect(issues({ ...sale(), customer: { taxNo: '1234567890' } })['customer.name']).toContain(
      'VKN',
    );
    expect(
      issues({ ...sale(), customer: { name: 'Nihai Tüketici', taxNo: '11111111111' } }),
    ).toEqual({});
  });

  it('requires what GİB requires per kind', () => {
    const zeroVat = {
      ...sale().invoiceLines[0]!,
      specialConsumptionTax: undefined,
      vatRate: '0',
      vatAmount: '0',
    };
    expect(
      issues({ ...sale(), invoiceLines: [zeroVat] })['invoiceLines.0.exemption'],
    ).toBeDefined();
    expect(issues({ ...sale(), invoiceType: 2 })['returnReference']).toBeDefined();
    expect(issues({ ...sale(), docType: 5 })['despatchInfo']).toBeDefined();
    const exportIssues = issues({ ...sale(), scenarioType: 3 });
    expect(exportIssues['invoiceType']).toBeDefined();
    expect(exportIssues['exportBuyer']).toBeDefined();
    expect(exportIssues['invoiceLines.0.export']).toBeDefined();
  });

  it('wants the GİB code of an ÖTV line, from its code list', () => {
    const line = sale().invoiceLines[0]!;
    const withoutCode = { ...line, specialConsumptionTax: { rate: '10', amount: '9.00' } };
    expect(issues({ ...sale(), invoiceLines: [withoutCode] })).toEqual({
      'invoiceLines.0.specialConsumptionTax.code':
        'must be the ÖTV tax code: 0071, 0073, 0074, 0075, 0076 or 0077',
    });
    const vatCode = { ...line, specialConsumptionTax: { code: '0015', amount: '9.00' } };
    expect(
      issues({ ...sale(), invoiceLines: [vatCode] })['invoiceLines.0.specialConsumptionTax.code'],
    ).toBeDefined();
    const perUnit = { ...line, specialConsumptionTax: { code: '0077', amount: '9.00' } };
    expect(issues({ ...sale(), invoiceLines: [perUnit] })).toEqual({});
  });

  it('allows income-tax withholding on an e-SMM (docType 7) only', () => {
    const s = sale();
    s.invoiceLines[0] = {
      ...s.invoiceLines[0]!,
      incomeTaxWithholding: { rate: '20', amount: '18.00' },
    };
    s.amounts = { ...s.amounts, pay: '100.80' };
    s.payments = [];
    expect(issues(s)).toEqual({
      'invoiceLines.0.incomeTaxWithholding': 'is only allowed on an e-SMM (docType 7)',
    });
    expect(issues({ ...s, docType: 8 })['invoiceLines.0.incomeTaxWithholding']).toBeDefined();
    expect(issues({ ...s, docType: 7 })).toEqual({});
  });

  it('wants the printed waybill of a MATBUDAN despatch and a delivery postal code', () => {
    const shipment = {
      actualDespatchDate: '2026-11-22',
      actualDespatchTime: '15:00:00',
      carrier: { name: 'CCC Lojistik', taxNo: '3900892152' },
    };
    const despatch = (info: Record<string, unknown>) =>
      issues({ ...sale(), docType: 5, despatchInfo: { ...shipment, ...info } });
    expect(despatch({})).toEqual({});
    expect(despatch({ despatchType: 'MATBUDAN', printedWaybillDate: '2026-11-21' })).toEqual({
      'despatchInfo.printedWaybillNo': 'is required for MATBUDAN (the printed waybill number)',
    });
    expect(despatch({ despatchType: 'MATBUDAN', printedWaybillNo: 'A-001234' })).toEqual({
      'despatchInfo.printedWaybillDate': 'is required for MATBUDAN (the printed waybill date)',
    });
    const printed = { printedWaybillNo: 'A-001234', printedWaybillDate: '2026-11-21' };
    expect(despatch({ despatchType: 'MATBUDAN', ...printed })).toEqual({});
    expect(despatch(printed)['despatchInfo.despatchType']).toContain('MATBUDAN');
    const district = { citySubdivisionName: 'Tuzla', cityName: 'İstanbul' };
    expect(despatch({ deliveryAddress: district })['despatchInfo.deliveryAddress.postalZone']).toBe(
      'is required for an e-İrsaliye delivery address, e.g. 34710',
    );
    expect(
      despatch({ deliveryAddress: { ...district, postalZone: '99999' } })[
        'despatchInfo.deliveryAddress.postalZone'
      ],
    ).toBe('must be a 5-digit postal code like 34710');
    expect(despatch({ deliveryAddress: { ...district, postalZone: '34940' } })).toEqual({});
  });

  it('drops fields that would point at another store or tenant', () => {
    const parsed = ZPosSaleTransaction.parse({
      ...sale(),
      storeId: 'x',
      tenantId: 'y',
      deviceId: 'z',
    });
    expect(parsed).not.toHaveProperty('storeId');
    expect(parsed).not.toHaveProperty('tenantId');
    expect(parsed).not.toHaveProperty('deviceId');
  });
});
