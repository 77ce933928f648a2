import type { z } from 'zod';
import {
  DocType,
  InvoiceType,
  ScenarioType,
  type TCurrency,
  type TInvoiceType,
  type TScenarioType,
} from '../domain/enums';
import type { TPosSaleLine } from './sale-line';

type TRulesInput = {
  docType?: 5 | 7 | 8 | 9 | undefined;
  invoiceType: TInvoiceType;
  scenarioType: TScenarioType;
  currencyCode: TCurrency;
  exchangeRate?: string | undefined;
  invoiceLines: TPosSaleLine[];
  returnReference?: unknown;
  exportBuyer?: unknown;
  despatchInfo?: unknown;
};

// İstisna, İhraç Kayıtlı, Özel Matrah: the invoice must say why it is (partly) exempt.
const EXEMPT_TYPES: readonly TInvoiceType[] = [4, 5, 6];

/** Field rules across the body that GİB's schematron enforces on the resulting document. */
export function checkSaleRules(sale: TRulesInput, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (sale.currencyCode !== 'TRY' && !sale.exchangeRate) {
    issue(['exchangeRate'], 'is required when currencyCode is not TRY');
  }
  if (sale.currencyCode === 'TRY' && sale.exchangeRate) {
    issue(['exchangeRate'], 'must be absent when currencyCode is TRY');
  }
  if (sale.docType === DocType.eIrsaliye && !sale.despatchInfo) {
    issue(['despatchInfo'], 'is required for an e-İrsaliye (docType 5)');
  }
  if (sale.docType !== undefined && sale.scenarioType !== ScenarioType.temel) {
    issue(
      ['scenarioType'],
      'applies to e-Fatura only; leave it 1 (or absent) with docType 5, 7, 8 or 9',
    );
  }
  if (sale.invoiceType === InvoiceType.iade && !sale.returnReference) {
    issue(['returnReference'], 'an İade (invoiceType 2) must name the original invoice');
  }
  if (sale.scenarioType === ScenarioType.export) {
    if (sale.invoiceType !== InvoiceType.istisna)
      issue(['invoiceType'], 'an export (scenarioType 3) has invoiceType 4 (İstisna)');
    if (!sale.exportBuyer) issue(['exportBuyer'], 'is required for an export (scenarioType 3)');
    sale.invoiceLines.forEach((line, i) => {
      if (!line.export)
        issue(['invoiceLines', i, 'export'], 'is required on every line of an export');
    });
  }
  const withholds =
    sale.invoiceType === InvoiceType.iade || sale.invoiceType === InvoiceType.tevkifat;
  // GİB schematron: a 0015 tax of 0 needs TaxExemptionReason, except on a return (İade).
  // Despatch notes carry no tax and information slips no document.
  const needsExemption =
    sale.invoiceType !== InvoiceType.iade &&
    sale.docType !== DocType.eIrsaliye &&
    sale.docType !== DocType.bilgiFisi;
  sale.invoiceLines.forEach((line, i) => {
    if (line.withholding && !withholds) {
      issue(
        ['invoiceLines', i, 'withholding'],
        'is only allowed with invoiceType 3 (Tevkifat) or 2 (İade)',
      );
    }
    if (line.incomeTaxWithholding && sale.docType !== DocType.eSmm) {
      issue(['invoiceLines', i, 'incomeTaxWithholding'], 'is only allowed on an e-SMM (docType 7)');
    }
    if (needsExemption && Number(line.vatRate) === 0 && !line.exemption) {
      issue(
        ['invoiceLines', i, 'exemption'],
        'a line without VAT needs an exemption code and reason',
      );
    }
  });
  if (sale.invoiceType === InvoiceType.tevkifat && !sale.invoiceLines.some((l) => l.withholding)) {
    issue(
      ['invoiceLines'],
      'a Tevkifat invoice (invoiceType 3) needs withholding on at least one line',
    );
  }
  if (EXEMPT_TYPES.includes(sale.invoiceType) && !sale.invoiceLines.some((l) => l.exemption)) {
    issue(
      ['invoiceLines'],
      'this invoiceType needs an exemption code and reason on at least one line',
    );
  }
}
