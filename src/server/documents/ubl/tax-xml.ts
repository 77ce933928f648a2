import { formatDecimal, formatKurus, toKurus } from './amount';
import type { TUblInvoiceLine } from './invoice-model';
import {
  ACCOMMODATION_TAX_CODE,
  INCOME_TAX_WITHHOLDING_CODE,
  SPECIAL_CONSUMPTION_TAX_CODES,
  SPECIAL_CONSUMPTION_TAX_NAMES,
  VAT_TAX_TYPE_CODE,
} from '../../../shared/domain/ubl-codes';
import { el, leaf } from './xml-writer';

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
    // ÖTV is part of the VAT base (KDV Kanunu md. 24).
    group.taxable +=
      toKurus(line.lineExtensionAmount) + toKurus(line.specialConsumptionTax?.amount ?? '0');
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

/** A tax beside VAT: ÖTV and accommodation tax (added) or stopaj (kept back by the payer). */
type TExtraTax = { code: string; name: string; percent?: string; amount: string };
type TExtraTaxGroup = {
  code: string;
  name: string;
  percent: string | undefined;
  taxable: number;
  amount: number;
};

function extraTaxesOf(line: TUblInvoiceLine): TExtraTax[] {
  const taxes: TExtraTax[] = [];
  const sct = line.specialConsumptionTax;
  if (sct) {
    taxes.push({
      code: sct.code,
      name: SPECIAL_CONSUMPTION_TAX_NAMES[sct.code],
      percent: sct.percent,
      amount: sct.amount,
    });
  }
  if (line.incomeTaxWithholding) {
    taxes.push({
      code: INCOME_TAX_WITHHOLDING_CODE,
      name: 'GV STOPAJI',
      ...line.incomeTaxWithholding,
    });
  }
  if (line.accommodationTax) {
    taxes.push({
      code: ACCOMMODATION_TAX_CODE,
      name: 'KONAKLAMA VERGİSİ',
      ...line.accommodationTax,
    });
  }
  return taxes;
}

/** Taxes beside VAT per code and rate; their base is the net line amount, not the VAT. */
export function groupExtraTaxes(lines: readonly TUblInvoiceLine[]): TExtraTaxGroup[] {
  const groups = new Map<string, TExtraTaxGroup>();
  for (const line of lines) {
    for (const tax of extraTaxesOf(line)) {
      const percent = tax.percent === undefined ? undefined : formatDecimal(tax.percent);
      const key = `${tax.code}|${percent ?? ''}`;
      const group = groups.get(key) ?? {
        code: tax.code,
        name: tax.name,
        percent,
        taxable: 0,
        amount: 0,
      };
      group.taxable += toKurus(line.lineExtensionAmount);
      group.amount += toKurus(tax.amount);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/** The part of the extra taxes the payer keeps back instead of paying. */
export function withheldExtraKurus(groups: readonly TExtraTaxGroup[]): number {
  return groups
    .filter((g) => g.code === INCOME_TAX_WITHHOLDING_CODE)
    .reduce((sum, g) => sum + g.amount, 0);
}

function extraTaxSubtotalXml(g: TExtraTaxGroup, currency: string): string {
  return el(
    'cac:TaxSubtotal',
    undefined,
    money('cbc:TaxableAmount', g.taxable, currency),
    money('cbc:TaxAmount', g.amount, currency),
    leaf('cbc:Percent', g.percent),
    el(
      'cac:TaxCategory',
      undefined,
      el('cac:TaxScheme', undefined, leaf('cbc:Name', g.name), leaf('cbc:TaxTypeCode', g.code)),
    ),
  );
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

const isSpecialConsumptionTax = (g: TExtraTaxGroup): boolean =>
  (SPECIAL_CONSUMPTION_TAX_CODES as readonly string[]).includes(g.code);

/**
 * ÖTV first (GİB's OTV sample: it is the VAT's base), then VAT, then the other taxes:
 * integrators list stopaj there too and sum them all.
 */
export function taxTotalXml(
  groups: readonly TVatGroup[],
  currency: string,
  extra: readonly TExtraTaxGroup[] = [],
): string {
  const total = [...groups, ...extra].reduce((sum, g) => sum + g.amount, 0);
  return el(
    'cac:TaxTotal',
    undefined,
    money('cbc:TaxAmount', total, currency),
    ...extra.filter(isSpecialConsumptionTax).map((g) => extraTaxSubtotalXml(g, currency)),
    ...groups.map((g) => vatSubtotalXml(g, currency)),
    ...extra
      .filter((g) => !isSpecialConsumptionTax(g))
      .map((g) => extraTaxSubtotalXml(g, currency)),
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
