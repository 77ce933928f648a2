import {
  DocType,
  InvoiceType,
  ScenarioType,
  type TCurrency,
} from '../../../../shared/domain/enums';
import {
  ZPosSaleTransaction,
  type TPosSaleTransaction,
  type TPosSaleTransactionInput,
} from '../../../../shared/pos/sale-transaction';
import type { TSampleKind } from './sample-kinds';
import { sampleAmounts, sampleLine, type TSampleLineSpec } from './sample-lines';

/** TRY per unit of the foreign currencies the samples are issued in. */
const EXCHANGE_RATES: Partial<Record<TCurrency, string>> = { EUR: '36.8712', USD: '34.5678' };

/** Real documents run to dozens of lines; a stylesheet that pages or loops must see that. */
const LINE_COUNT = 24;

// Long texts with Turkish letters and the characters XML escapes, at the lengths the POS API allows.
const longText = (head: string, max: number) =>
  `${head} — "Özel" & <Seçkin> ürün; ağırlık 1,5 kg; menşei Türkiye. `
    .repeat(10)
    .slice(0, max)
    .trim();

const ADDRESS = {
  streetName: longText('Cumhuriyet Mahallesi Atatürk Bulvarı', 200),
  buildingNumber: '128/4',
  citySubdivisionName: 'Kadıköy',
  cityName: 'İstanbul',
  postalZone: '34710',
  countryName: 'Türkiye',
};

const FOREIGN_ADDRESS = {
  streetName: 'Rue du Faubourg Saint-Honoré 55',
  citySubdivisionName: '8e arrondissement',
  cityName: 'Paris',
  countryName: 'Fransa',
};

/** What each line carries besides its amounts, by invoice type (sale-rules.ts). */
function lineTaxes(k: TSampleKind, i: number): Partial<TSampleLineSpec> {
  if (k.scenarioType === ScenarioType.export) {
    return {
      vatRate: '0',
      exemption: { code: '301', reason: '11/1-a Mal ihracatı' },
      export: {
        gtip: '847989970000',
        incoterms: 'CIF',
        transportModeCode: '1',
        deliveryAddress: FOREIGN_ADDRESS,
      },
    };
  }
  if (k.docType === DocType.eSmm) {
    const withholding = k.invoiceType === InvoiceType.tevkifat && { code: '616', rate: '50' };
    return { vatRate: '20', incomeTaxWithholdingRate: '20', ...(withholding && { withholding }) };
  }
  switch (k.invoiceType) {
    case InvoiceType.tevkifat:
      return { vatRate: '20', ...(i % 2 === 0 && { withholding: { code: '602', rate: '90' } }) };
    case InvoiceType.istisna:
      return { vatRate: '0', exemption: { code: '350', reason: 'Diğerleri' } };
    case InvoiceType.ihracKayitli:
      return { vatRate: '0', exemption: { code: '701', reason: '3065 sayılı KDV Kanunu 11/1-c' } };
    case InvoiceType.ozelMatrah:
      return { vatRate: '20', exemption: { code: '805', reason: 'Külçe altın teslimleri' } };
    default:
      return { vatRate: ['20', '10', '1'][i % 3] ?? '20' };
  }
}

function lines(k: TSampleKind): TSampleLineSpec[] {
  return Array.from({ length: LINE_COUNT }, (_, i) => ({
    name: longText(`${i + 1}. kalem`, i % 4 === 0 ? 250 : 40),
    quantity: `${(i % 7) + 1}.${i % 3 === 0 ? '250' : '5'}`,
    unitPrice: `${(i + 1) * 137}.${String(i * 37)
      .padStart(4, '0')
      .slice(-4)}`,
    vatRate: '20',
    ...(i % 4 === 1 && { discount: '12.35' }),
    ...(i % 5 === 2 && { note: longText('Satır notu', 500) }),
    ...lineTaxes(k, i),
  }));
}

function customer(k: TSampleKind): TPosSaleTransactionInput['customer'] {
  if (k.scenarioType === ScenarioType.export || k.docType === DocType.eAdisyon) return undefined;
  if (k.docType === DocType.eFatura) {
    return {
      name: longText('Anadolu Gıda Sanayi ve Ticaret Anonim Şirketi', 250),
      taxNo: '4840847211',
      taxOffice: 'Kadıköy',
      alias: 'urn:mail:defaultpk@anadolu.example',
      email: 'muhasebe@anadolu.example',
      address: ADDRESS,
    };
  }
  return {
    firstName: 'Ayşe Gülşen',
    lastName: 'Çağlayan-Öztürk',
    taxNo: '10000000146',
    address: ADDRESS,
  };
}

/** A sale of the kind as a POS device could send it; parsed as the POS API parses it. */
export function sampleSale(k: TSampleKind): TPosSaleTransaction {
  const saleLines = lines(k).map(sampleLine);
  const exporting = k.scenarioType === ScenarioType.export;
  return ZPosSaleTransaction.parse({
    transactionId: `xslt-sample-${k.docType}-${k.invoiceType}-${k.scenarioType}-${k.currency}`,
    transactionTime: '2026-11-22T14:05:00+03:00',
    ...(k.docType === DocType.eSmm || k.docType === DocType.eAdisyon ? { docType: k.docType } : {}),
    invoiceType: k.invoiceType,
    scenarioType: k.scenarioType,
    description: longText('Teşekkür ederiz', 500),
    customer: customer(k),
    invoiceLines: saleLines,
    ...sampleAmounts(saleLines),
    currencyCode: k.currency,
    exchangeRate: EXCHANGE_RATES[k.currency],
    ...(exporting && {
      exportBuyer: { name: 'Maison Dupont SARL', taxId: 'FR40303265045', address: FOREIGN_ADDRESS },
    }),
    ...(k.invoiceType === InvoiceType.iade && {
      returnReference: { invoiceNo: 'XSL2026000000101', issueDate: '2026-11-20' },
    }),
    ...(k.docType === DocType.eAdisyon && { checkNo: 'M12-0042' }),
  } satisfies TPosSaleTransactionInput);
}
