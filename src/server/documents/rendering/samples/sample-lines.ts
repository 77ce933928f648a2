import Decimal from 'decimal.js';
import type { TPosAmounts } from '../../../../shared/pos/sale-amounts';
import type { TPosSaleLine } from '../../../../shared/pos/sale-line';

/** A sample line: the amounts follow from these, as the POS API's amount rules compute them. */
export type TSampleLineSpec = {
  name: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  discount?: string;
  withholding?: { code: string; rate: string };
  exemption?: { code: string; reason: string };
  export?: TPosSaleLine['export'];
  incomeTaxWithholdingRate?: string;
  note?: string;
};

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const percentOf = (base: Decimal, rate: string) => round2(base.times(rate).dividedBy(100));

export function sampleLine(spec: TSampleLineSpec): TPosSaleLine {
  const discount = new Decimal(spec.discount ?? '0');
  const net = round2(new Decimal(spec.quantity).times(spec.unitPrice)).minus(discount);
  const vat = percentOf(net, spec.vatRate);
  const stopaj = spec.incomeTaxWithholdingRate;
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
    incomeTaxWithholding: stopaj
      ? { rate: stopaj, amount: percentOf(net, stopaj).toFixed(2) }
      : undefined,
    export: spec.export,
    note: spec.note,
  };
}

/** The totals and one card payment that the POS API's amount rules accept for these lines. */
export function sampleAmounts(lines: TPosSaleLine[]): {
  amounts: TPosAmounts;
  payments: { type: 'card'; status: 'completed'; amount: string }[];
} {
  const sum = (pick: (l: TPosSaleLine) => string | undefined) =>
    lines.reduce((s, l) => s.plus(pick(l) ?? '0'), new Decimal(0));
  const taxable = sum((l) => l.lineExtensionAmount);
  const discount = sum((l) => l.discount);
  const tax = sum((l) => l.vatAmount);
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
      rounding: '0',
      tax: tax.toFixed(2),
    },
    payments: [{ type: 'card', status: 'completed', amount: pay.toFixed(2) }],
  };
}
