import { InvoiceType, type TCurrency, type TInvoiceType } from '../../../shared/domain/enums';
import { lineAmount, percentOf } from './money';
import { PRODUCTS, type TProduct, type TSector } from './pools/products';
import type { SeededRandom } from './random';
import type { TUuidWords } from './uuid-words';

export type TSeedLine = {
  id: TUuidWords;
  lineNo: number;
  product: TProduct;
  itemCode: string;
  quantityMilli: number;
  unitPrice: number;
  discount: number;
  /** Net of discount, VAT excluded. */
  lineAmount: number;
  vatRate: number;
  vat: number;
  withholding: { code: string; percent: number; amount: number } | null;
  exemption: { code: string; reason: string } | null;
};

export type TSeedTotals = {
  net: number;
  vat: number;
  withheld: number;
  discount: number;
  payable: number;
};

/** Approximate TRY value of one unit of each currency, to price export lines believably. */
export const TRY_PER_UNIT: Record<TCurrency, number> = {
  TRY: 1,
  EUR: 49,
  USD: 42.5,
  GBP: 56,
  SAR: 11.3,
  QAR: 11.7,
};

const WITHHOLDINGS = [
  { code: '627', percent: 50 },
  { code: '601', percent: 40 },
  { code: '603', percent: 70 },
  { code: '613', percent: 90 },
] as const;

const EXEMPTIONS = {
  export: { code: '301', reason: '11/1-a Mal ihracatı' },
  ihracKayitli: {
    code: '701',
    reason: '3065 sayılı KDV Kanununun 11/1-c maddesi kapsamındaki İhraç Kaydıyla Teslimler',
  },
  other: { code: '350', reason: 'Diğerleri' },
  // Özel Matrah (invoiceType 6): a market selling prepaid phone credit (kontör).
  ozelMatrah: { code: '810', reason: 'Ön ödemeli elektronik haberleşme hizmetleri' },
} as const;

const MAX_LINES: Record<TSector, number> = { market: 8, cafe: 5, yapi: 6, musavir: 2 };

// EAN-13 style codes starting with 869 (Türkiye), fixed per product.
const ITEM_CODES = new Map<TProduct, string>();
Object.values(PRODUCTS).forEach((list, sectorIndex) =>
  list.forEach((product, i) => {
    const body = `869${String(sectorIndex * 1000 + i + 1).padStart(9, '0')}`;
    let sum = 0;
    for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 === 0 ? 1 : 3);
    ITEM_CODES.set(product, body + String((10 - (sum % 10)) % 10));
  }),
);

function quantity(rand: SeededRandom, sector: TSector, product: TProduct): number {
  if (product.unit === 'KGM')
    return sector === 'yapi' ? rand.int(50, 2000) * 1000 : rand.int(250, 3000);
  if (product.unit === 'MTK' || product.unit === 'MTR') return rand.int(5, 120) * 1000;
  if (product.unit === 'TNE') return rand.int(1, 20) * 1000;
  if (product.unit === 'HUR') return rand.int(1, 8) * 1000;
  if (sector === 'yapi') return rand.int(1, product.price < 2000 ? 2000 : 20) * 1000;
  return (rand.chance(0.75) ? 1 : rand.int(2, 4)) * 1000;
}

export function buildLines(
  rand: SeededRandom,
  newId: () => TUuidWords,
  sale: {
    sector: TSector;
    invoiceType: TInvoiceType | null;
    isExport: boolean;
    currency: TCurrency;
  },
): { lines: TSeedLine[]; totals: TSeedTotals } {
  const { sector, invoiceType, isExport, currency } = sale;
  const products = PRODUCTS[sector];
  const count = 1 + Math.floor(rand.next() ** 2 * MAX_LINES[sector]);
  const withholding = invoiceType === InvoiceType.tevkifat ? rand.pick(WITHHOLDINGS) : null;
  const exemption = isExport
    ? EXEMPTIONS.export
    : invoiceType === InvoiceType.ihracKayitli
      ? EXEMPTIONS.ihracKayitli
      : invoiceType === InvoiceType.istisna
        ? EXEMPTIONS.other
        : invoiceType === InvoiceType.ozelMatrah
          ? EXEMPTIONS.ozelMatrah
          : null;
  const rate = TRY_PER_UNIT[currency];
  const lines: TSeedLine[] = [];
  const totals: TSeedTotals = { net: 0, vat: 0, withheld: 0, discount: 0, payable: 0 };
  for (let lineNo = 1; lineNo <= count; lineNo++) {
    const product = rand.pick(products);
    const unitPrice = Math.max(1, Math.round(product.price / rate));
    const quantityMilli = quantity(rand, sector, product);
    const gross = lineAmount(quantityMilli, unitPrice);
    const discount = rand.chance(0.08) ? percentOf(gross, rand.int(5, 15)) : 0;
    const net = gross - discount;
    const vatRate = exemption ? 0 : product.vatRate;
    const vat = percentOf(net, vatRate);
    const withheld = withholding ? percentOf(vat, withholding.percent) : 0;
    lines.push({
      id: newId(),
      lineNo,
      product,
      itemCode: ITEM_CODES.get(product) ?? '',
      quantityMilli,
      unitPrice,
      discount,
      lineAmount: net,
      vatRate,
      vat,
      withholding: withholding ? { ...withholding, amount: withheld } : null,
      exemption,
    });
    totals.net += net;
    totals.vat += vat;
    totals.withheld += withheld;
    totals.discount += discount;
  }
  totals.payable = totals.net + totals.vat - totals.withheld;
  return { lines, totals };
}
