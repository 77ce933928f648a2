import Decimal from 'decimal.js';
import type { TPosSaleLine } from '../../../shared/pos/sale-line';
import type { TPosSaleTransactionInput } from '../../../shared/pos/sale-transaction';

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const percentOf = (base: Decimal, rate: string) => round2(base.times(rate).dividedBy(100));

type TLineSpec = {
  name: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  discount?: string;
  withholding?: { code: string; rate: string };
  exemption?: { code: string; reason: string };
  export?: TPosSaleLine['export'];
  specialConsumptionTax?: { code: TSctCode; rate: string };
  incomeTaxWithholdingRate?: string;
};
type TSctCode = NonNullable<TPosSaleLine['specialConsumptionTax']>['code'];

/** A line with every amount computed the way the POS API checks it. */
export function saleLine(spec: TLineSpec): TPosSaleLine {
  const discount = new Decimal(spec.discount ?? '0');
  const net = round2(new Decimal(spec.quantity).times(spec.unitPrice)).minus(discount);
  const sct = spec.specialConsumptionTax;
  const sctAmount = sct ? percentOf(net, sct.rate) : new Decimal(0);
  const vat = percentOf(net.plus(sctAmount), spec.vatRate);
  const stopajRate = spec.incomeTaxWithholdingRate;
  return {
    name: spec.name,
    quantity: spec.quantity,
    unitCode: 'C62',
    unitPrice: spec.unitPrice,
    discount: discount.toFixed(2),
    lineExtensionAmount: net.toFixed(2),
    vatRate: spec.vatRate,
    vatAmount: vat.toFixed(2),
    withholding: spec.withholding && {
      ...spec.withholding,
      amount: percentOf(vat, spec.withholding.rate).toFixed(2),
    },
    exemption: spec.exemption,
    specialConsumptionTax: sct && { ...sct, amount: sctAmount.toFixed(2) },
    incomeTaxWithholding: stopajRate
      ? { rate: stopajRate, amount: percentOf(net, stopajRate).toFixed(2) }
      : undefined,
    export: spec.export,
  };
}

/** Totals and one cash payment that satisfy the POS API's amount rules for these lines. */
export function saleAmounts(
  lines: TPosSaleLine[],
): Pick<TPosSaleTransactionInput, 'amounts' | 'payments'> {
  const sum = (pick: (l: TPosSaleLine) => string | undefined) =>
    lines.reduce((s, l) => s.plus(pick(l) ?? '0'), new Decimal(0));
  const taxable = sum((l) => l.lineExtensionAmount);
  const discount = sum((l) => l.discount);
  const tax = sum((l) => l.vatAmount)
    .plus(sum((l) => l.accommodationTaxAmount))
    .plus(sum((l) => l.specialConsumptionTax?.amount));
  const total = taxable.plus(discount).plus(tax);
  const pay = total
    .minus(discount)
    .minus(sum((l) => l.withholding?.amount))
    .minus(sum((l) => l.incomeTaxWithholding?.amount));
  return {
    amounts: {
      total: total.toFixed(2),
      pay: pay.toFixed(2),
      discount: discount.toFixed(2),
      taxable: taxable.toFixed(2),
      tax: tax.toFixed(2),
    },
    payments: [{ type: 'cash', amount: pay.toFixed(2) }],
  };
}
