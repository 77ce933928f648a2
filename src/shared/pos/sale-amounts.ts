import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZPosAmount, ZPosSignedAmount } from './primitives';
import type { TPosPayment } from './payment';
import type { TPosSaleLine } from './sale-line';

/** Document totals; the rules tying them to the lines are in docs/pos-api.md "Amount rules". */
export const ZPosAmounts = z.object({
  total: ZPosAmount,
  pay: ZPosAmount,
  discount: ZPosAmount.default('0'),
  taxable: ZPosAmount,
  rounding: ZPosSignedAmount.default('0'),
  tax: ZPosAmount,
});
export type TPosAmounts = z.infer<typeof ZPosAmounts>;

type TAmountInput = { amounts: TPosAmounts; invoiceLines: TPosSaleLine[]; payments: TPosPayment[] };
type TPath = (string | number)[];

const ZERO = new Decimal(0);
const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const percentOf = (base: Decimal, rate: string) => round2(base.times(rate).dividedBy(100));
const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);

function expectEqual(
  ctx: z.RefinementCtx,
  path: TPath,
  actual: string,
  expected: Decimal,
  rule: string,
) {
  if (!new Decimal(actual).equals(expected)) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: `must be ${expected.toFixed(2)} (${rule}), got ${actual}`,
    });
  }
}

/** Per line: returns the taxes it adds and withholds (VAT withholding and stopaj), after reporting any inconsistency. */
function checkLine(line: TPosSaleLine, i: number, ctx: z.RefinementCtx) {
  const at = (...p: TPath): TPath => ['invoiceLines', i, ...p];
  const gross = round2(new Decimal(line.quantity).times(line.unitPrice));
  const discount = new Decimal(line.discount);
  if (discount.greaterThan(gross)) {
    ctx.addIssue({
      code: 'custom',
      path: at('discount'),
      message: `must not exceed quantity × unitPrice (${gross.toFixed(2)})`,
    });
  }
  expectEqual(
    ctx,
    at('lineExtensionAmount'),
    line.lineExtensionAmount,
    gross.minus(discount),
    'quantity × unitPrice − discount',
  );
  const net = new Decimal(line.lineExtensionAmount);
  const sct = line.specialConsumptionTax;
  if (sct?.rate !== undefined) {
    expectEqual(
      ctx,
      at('specialConsumptionTax', 'amount'),
      sct.amount,
      percentOf(net, sct.rate),
      'lineExtensionAmount × rate',
    );
  }
  const sctAmount = new Decimal(sct?.amount ?? 0);
  // ÖTV is part of the VAT base (KDV Kanunu md. 24); accommodation tax is not.
  expectEqual(
    ctx,
    at('vatAmount'),
    line.vatAmount,
    percentOf(net.plus(sctAmount), line.vatRate),
    '(lineExtensionAmount + ÖTV) × vatRate',
  );
  const vat = new Decimal(line.vatAmount);
  if (line.withholding) {
    expectEqual(
      ctx,
      at('withholding', 'amount'),
      line.withholding.amount,
      percentOf(vat, line.withholding.rate),
      'vatAmount × withholding rate',
    );
  }
  const stopaj = line.incomeTaxWithholding;
  if (stopaj) {
    expectEqual(
      ctx,
      at('incomeTaxWithholding', 'amount'),
      stopaj.amount,
      percentOf(net, stopaj.rate),
      'lineExtensionAmount × income-tax withholding rate',
    );
  }
  return {
    gross,
    discount,
    net,
    tax: vat.plus(sctAmount).plus(line.accommodationTaxAmount ?? 0),
    withheld: new Decimal(line.withholding?.amount ?? 0).plus(stopaj?.amount ?? 0),
  };
}

/** Totals equal the sums of the lines, pay follows from total, all in decimal.js (never floats). */
export function checkSaleAmounts(sale: TAmountInput, ctx: z.RefinementCtx): void {
  const lines = sale.invoiceLines.map((line, i) => checkLine(line, i, ctx));
  const a = sale.amounts;
  const taxable = sum(lines.map((l) => l.net));
  const discount = sum(lines.map((l) => l.discount));
  const tax = sum(lines.map((l) => l.tax));
  const withheld = sum(lines.map((l) => l.withheld));
  expectEqual(ctx, ['amounts', 'taxable'], a.taxable, taxable, 'sum of lineExtensionAmount');
  expectEqual(ctx, ['amounts', 'discount'], a.discount, discount, 'sum of line discounts');
  expectEqual(ctx, ['amounts', 'tax'], a.tax, tax, 'sum of VAT, ÖTV and accommodation tax');
  expectEqual(
    ctx,
    ['amounts', 'total'],
    a.total,
    taxable.plus(discount).plus(tax),
    'taxable + discount + tax',
  );
  const rounding = new Decimal(a.rounding);
  if (rounding.abs().greaterThanOrEqualTo(1)) {
    ctx.addIssue({
      code: 'custom',
      path: ['amounts', 'rounding'],
      message: 'must be between -0.99 and 0.99',
    });
  }
  const pay = new Decimal(a.total).minus(a.discount).minus(withheld).plus(rounding);
  expectEqual(
    ctx,
    ['amounts', 'pay'],
    a.pay,
    pay,
    'total − discount − withholding − income-tax withholding + rounding',
  );
  checkPayments(sale.payments, new Decimal(a.pay), ctx);
}

/** Failed attempts (error, expired) do not count; a pending payment means the sale is not settled yet. */
function checkPayments(payments: TPosPayment[], pay: Decimal, ctx: z.RefinementCtx) {
  if (payments.length === 0 || payments.some((p) => p.status === 'pending')) return;
  const settled = payments.filter((p) => p.status === 'completed' || p.status === 'refund');
  expectEqual(
    ctx,
    ['payments'],
    sum(settled.map((p) => new Decimal(p.amount))).toFixed(2),
    pay,
    'completed and refund payments add up to amounts.pay',
  );
}
