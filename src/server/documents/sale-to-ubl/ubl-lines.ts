import Decimal from 'decimal.js';
import type { TPosSaleLine } from '../../../shared/pos/sale-line';
import type { TUblDespatchAdviceInput } from '../ubl/despatch-model';
import type { TUblAddressInput, TUblInvoiceInput } from '../ubl/invoice-model';
import { saleAddress } from './ubl-parties';

type TInvoiceLineInput = TUblInvoiceInput['lines'][number];
type TDespatchLineInput = TUblDespatchAdviceInput['lines'][number];

const isZero = (amount: string) => new Decimal(amount).isZero();

export function invoiceLine(
  line: TPosSaleLine,
  fallbackAddress: TUblAddressInput,
): TInvoiceLineInput {
  const sct = line.specialConsumptionTax;
  return {
    name: line.name,
    quantity: line.quantity,
    unitCode: line.unitCode,
    unitPrice: line.unitPrice,
    discountAmount: isZero(line.discount) ? undefined : line.discount,
    lineExtensionAmount: line.lineExtensionAmount,
    vat: { percent: line.vatRate, amount: line.vatAmount, exemption: line.exemption },
    withholding: line.withholding && {
      code: line.withholding.code,
      percent: line.withholding.rate,
      amount: line.withholding.amount,
    },
    specialConsumptionTax: sct && { code: sct.code, percent: sct.rate, amount: sct.amount },
    incomeTaxWithholding: line.incomeTaxWithholding && {
      percent: line.incomeTaxWithholding.rate,
      amount: line.incomeTaxWithholding.amount,
    },
    accommodationTax: line.accommodationTaxAmount
      ? { amount: line.accommodationTaxAmount }
      : undefined,
    export: line.export && {
      gtip: line.export.gtip,
      incoterms: line.export.incoterms,
      transportModeCode: line.export.transportModeCode,
      deliveryAddress: saleAddress(line.export.deliveryAddress, fallbackAddress),
    },
    note: line.note,
  };
}

export function despatchLine(line: TPosSaleLine): TDespatchLineInput {
  return {
    name: line.name,
    quantity: line.quantity,
    unitCode: line.unitCode,
    sellersItemId: line.code,
    price: { unitPrice: line.unitPrice, lineExtensionAmount: line.lineExtensionAmount },
    note: line.note,
  };
}
