import { formatDecimal, formatKurus, toKurus } from './amount';
import type { TUblInvoiceLine } from './invoice-model';
import { el, leaf } from './xml-writer';

export const VAT_TAX_TYPE_CODE = '0015';

type TVatGroup = {
  percent: string;
  exemption: TUblInvoiceLine['vat']['exemption'];
  taxable: number;
  amount: number;
};
type TWithholdingGroup = { code: string; percent: string; taxable: number; amount: number };

function money(name: string, kurus: number, currency: string): string {
  return leaf(name, formatKurus(kurus), { currencyID: currency });
}

/** VAT subtotals per rate and exemption reason, in the order the lines first use them. */
export function groupVat(lines: readonly TUblInvoiceLine[]): TVatGroup[] {
  const groups = new Map<string, TVatGroup>();
  for (const line of lines) {
    const percent = formatDecimal(line.vat.percent);
    const key = `${percent}|${line.vat.exemption?.code ?? ''}`;
    const group = groups.get(key) ?? {
      percent,
      exemption: line.vat.exemption,
      taxable: 0,
      amount: 0,
    };
    group.taxable += toKurus(line.lineExtensionAmount);
    group.amount += toKurus(line.vat.amount);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function groupWithholding(lines: readonly TUblInvoiceLine[]): TWithholdingGroup[] {
  const groups = new Map<string, TWithholdingGroup>();
  for (const line of lines) {
    if (!line.withholding) continue;
    const percent = formatDecimal(line.withholding.percent);
    const key = `${line.withholding.code}|${percent}`;
    const group = groups.get(key) ?? {
      code: line.withholding.code,
      percent,
      taxable: 0,
      amount: 0,
    };
    // The withheld share is taken from the VAT, so the VAT is its base.
    group.taxable += toKurus(line.vat.amount);
    group.amount += toKurus(line.withholding.amount);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function vatSubtotalXml(g: TVatGroup, currency: string): string {
  return el(
    'cac:TaxSubtotal',
    undefined,
    money('cbc:TaxableAmount', g.taxable, currency),
    money('cbc:TaxAmount', g.amount, currency),
    leaf('cbc:Percent', g.percent),
    el(
      'cac:TaxCategory',
      undefined,
      leaf('cbc:TaxExemptionReasonCode', g.exemption?.code),
      leaf('cbc:TaxExemptionReason', g.exemption?.reason),
      el(
        'cac:TaxScheme',
        undefined,
        leaf('cbc:Name', 'KDV'),
        leaf('cbc:TaxTypeCode', VAT_TAX_TYPE_CODE),
      ),
    ),
  );
}

export function taxTotalXml(groups: readonly TVatGroup[], currency: string): string {
  const total = groups.reduce((sum, g) => sum + g.amount, 0);
  return el(
    'cac:TaxTotal',
    undefined,
    money('cbc:TaxAmount', total, currency),
    ...groups.map((g) => vatSubtotalXml(g, currency)),
  );
}

export function withholdingTotalXml(
  groups: readonly TWithholdingGroup[],
  currency: string,
): string {
  if (groups.length === 0) return '';
  const total = groups.reduce((sum, g) => sum + g.amount, 0);
  const subtotals = groups.map((g) =>
    el(
      'cac:TaxSubtotal',
      undefined,
      money('cbc:TaxableAmount', g.taxable, currency),
      money('cbc:TaxAmount', g.amount, currency),
      leaf('cbc:Percent', g.percent),
      el(
        'cac:TaxCategory',
        undefined,
        el('cac:TaxScheme', undefined, leaf('cbc:TaxTypeCode', g.code)),
      ),
    ),
  );
  return el(
    'cac:WithholdingTaxTotal',
    undefined,
    money('cbc:TaxAmount', total, currency),
    ...subtotals,
  );
}
