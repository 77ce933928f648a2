import {
  DocType,
  type TDocType,
  type TInvoiceType,
  type TScenarioType,
} from '../../../shared/domain/enums';
import type { TPosSaleLine } from '../../../shared/pos/sale-line';
import {
  ZPosSaleTransaction,
  type TPosSaleTransactionInput,
} from '../../../shared/pos/sale-transaction';
import { saleAmounts, saleLine } from './sale-lines.test-support';
import type { TSaleDocumentInput, TSaleSupplier } from './sale-document';

export type TSaleCombination = {
  docType: TDocType;
  invoiceType: TInvoiceType;
  scenarioType: TScenarioType;
};

/** Every docType × invoiceType × scenario a POS sale can be turned into UBL for. */
export const SUPPORTED_SALE_COMBINATIONS: TSaleCombination[] = [
  ...([1, 2, 3, 4, 5, 6] as const).map((t): TSaleCombination => ({
    docType: 1,
    invoiceType: t,
    scenarioType: 1,
  })),
  ...([1, 3, 4, 5, 6] as const).map((t): TSaleCombination => ({
    docType: 1,
    invoiceType: t,
    scenarioType: 2,
  })),
  { docType: 1, invoiceType: 4, scenarioType: 3 },
  ...([1, 2, 3, 4, 5, 6] as const).map((t): TSaleCombination => ({
    docType: 2,
    invoiceType: t,
    scenarioType: 1,
  })),
  { docType: 5, invoiceType: 1, scenarioType: 1 },
  { docType: 7, invoiceType: 1, scenarioType: 1 },
  { docType: 7, invoiceType: 3, scenarioType: 1 },
  { docType: 8, invoiceType: 1, scenarioType: 1 },
];

const address = {
  streetName: 'Moda Cad.',
  buildingNumber: '12',
  citySubdivisionName: 'Kadıköy',
  cityName: 'İstanbul',
  postalZone: '34710',
};

function linesFor(c: TSaleCombination): TPosSaleLine[] {
  const sale = [
    saleLine({
      name: 'Çay & <Simit>',
      quantity: '2',
      unitPrice: '50',
      vatRate: '20',
      discount: '10',
    }),
    saleLine({ name: 'Su', quantity: '1.5', unitPrice: '10', vatRate: '10' }),
  ];
  if (c.scenarioType === 3) {
    return [
      saleLine({
        name: 'Makine',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '0',
        exemption: { code: '301', reason: '11/1-a Mal ihracatı' },
        export: {
          gtip: '847989970000',
          incoterms: 'CIF',
          transportModeCode: '1',
          deliveryAddress: {
            citySubdivisionName: 'Centre',
            cityName: 'Bridgetown',
            countryName: 'Barbados',
          },
        },
      }),
    ];
  }
  const byType: Record<TInvoiceType, TPosSaleLine[]> = {
    1: sale,
    2: sale,
    3: [
      saleLine({
        name: 'Temizlik hizmeti',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '20',
        withholding: { code: '602', rate: '90' },
      }),
    ],
    4: [
      saleLine({
        name: 'Makine',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '0',
        exemption: { code: '350', reason: 'Diğerleri' },
      }),
    ],
    5: [
      saleLine({
        name: 'Kumaş',
        quantity: '3',
        unitPrice: '100',
        vatRate: '0',
        exemption: { code: '701', reason: '3065 sayılı KDV Kanunu 11/1-c' },
      }),
    ],
    6: [
      saleLine({
        name: 'Külçe altın',
        quantity: '1',
        unitPrice: '100',
        vatRate: '20',
        exemption: { code: '805', reason: 'Külçe altın teslimleri' },
      }),
    ],
  };
  if (c.docType === DocType.eSmm) {
    return [
      saleLine({
        name: 'Avukatlık ücreti',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '20',
        withholding: c.invoiceType === 3 ? { code: '616', rate: '50' } : undefined,
      }),
    ];
  }
  return byType[c.invoiceType];
}

function customerFor(c: TSaleCombination): TPosSaleTransactionInput['customer'] {
  if (c.docType === DocType.eFatura || c.docType === DocType.eIrsaliye) {
    return { name: 'BBB Ticaret Ltd. Şti.', taxNo: '4840847211', taxOffice: 'Kadıköy', address };
  }
  if (c.docType === DocType.eSmm)
    return { firstName: 'Ayşe', lastName: 'Yılmaz', taxNo: '10000000146' };
  return undefined;
}

/** A sale the POS API accepts for the combination; override any field of the body. */
export function makeTestSale(
  c: TSaleCombination,
  overrides: Partial<TPosSaleTransactionInput> = {},
): TPosSaleTransactionInput {
  const lines = linesFor(c);
  return {
    transactionId: `tx-${c.docType}-${c.invoiceType}-${c.scenarioType}`,
    transactionTime: '2026-11-22T14:05:00+03:00',
    ...(c.docType >= 5 && { docType: c.docType as 5 | 7 | 8 | 9 }),
    invoiceType: c.invoiceType,
    scenarioType: c.scenarioType,
    description: 'Teşekkür ederiz',
    customer: customerFor(c),
    invoiceLines: lines,
    ...saleAmounts(lines),
    ...(c.scenarioType === 3 && {
      currencyCode: 'USD',
      exchangeRate: '34.5678',
      exportBuyer: {
        name: 'Farthing Purchasing',
        address: { citySubdivisionName: 'Centre', cityName: 'Bridgetown', countryName: 'Barbados' },
      },
    }),
    ...(c.invoiceType === 2 && {
      returnReference: { invoiceNo: 'EAR2026000000001', issueDate: '2026-11-20' },
    }),
    ...(c.docType === DocType.eIrsaliye && {
      despatchInfo: {
        actualDespatchDate: '2026-11-22',
        actualDespatchTime: '15:00:00',
        driver: { firstName: 'Mehmet', lastName: 'Öztürk', tckn: '10000000146' },
        vehiclePlate: '34ABC123',
      },
    }),
    ...(c.docType === DocType.eAdisyon && { checkNo: 'M12-0042' }),
    ...overrides,
  };
}

const PREFIX: Record<TDocType, string> = {
  1: 'EFA',
  2: 'EAR',
  5: 'IRS',
  7: 'SMM',
  8: 'ADS',
  9: 'BLG',
};

export const TEST_SUPPLIER: TSaleSupplier = {
  tenantName: 'Anadolu Market A.Ş.',
  storeName: 'Anadolu Market Kadıköy',
  taxNo: '1234567808',
  taxOffice: 'Kadıköy',
  streetName: 'Bahariye Cad.',
  buildingNumber: '5',
  citySubdivisionName: 'Kadıköy',
  cityName: 'İstanbul',
  postalZone: '34714',
  countryName: 'Türkiye',
  email: 'info@anadolu.example',
  phoneNumber: '902165550000',
};

/** The sale parsed as the POS API stores it, with the identity its document row would get. */
export function makeTestSaleDocument(
  c: TSaleCombination,
  overrides: Partial<TPosSaleTransactionInput> = {},
  sequence = 42,
): TSaleDocumentInput {
  const sale = ZPosSaleTransaction.parse(makeTestSale(c, overrides));
  return {
    sale,
    identity: {
      docType: c.docType,
      invoiceType: c.invoiceType,
      scenarioType: c.scenarioType,
      invoiceNo: `${PREFIX[c.docType]}2026${String(sequence).padStart(9, '0')}`,
      ettn: '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5',
      issueDate: '2026-11-22',
      issueTime: '14:05:00',
      currency: sale.currencyCode,
      exchangeRate: sale.exchangeRate,
    },
    supplier: TEST_SUPPLIER,
  };
}

/** One row of the document matrix: a combination and what its sale carries beyond the default. */
export type TMatrixCase = {
  name: string;
  combination: TSaleCombination;
  overrides: Partial<TPosSaleTransactionInput>;
};

const IN_TRY = { currencyCode: 'TRY', exchangeRate: undefined } as const;
const IN_USD = { currencyCode: 'USD', exchangeRate: '34.5678' } as const;

function withLines(lines: TPosSaleLine[]): Partial<TPosSaleTransactionInput> {
  return { invoiceLines: lines, ...saleAmounts(lines) };
}

// Withholding where a kind may carry it or not: a return giving back a withheld sale, and an
// e-SMM with income tax withheld (stopaj) beside or without VAT withholding.
const WITHHOLDING_VARIANTS: TMatrixCase[] = [
  ...([1, 2] as const).map((docType) => ({
    name: `docType ${docType} × İade with withholding`,
    combination: { docType, invoiceType: 2, scenarioType: 1 } as const,
    overrides: withLines([
      saleLine({
        name: 'Temizlik hizmeti iadesi',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '20',
        withholding: { code: '602', rate: '90' },
      }),
    ]),
  })),
  ...([1, 3] as const).map((invoiceType) => ({
    name: `docType 7 × invoiceType ${invoiceType} with stopaj`,
    combination: { docType: 7, invoiceType, scenarioType: 1 } as const,
    overrides: withLines([
      saleLine({
        name: 'Danışmanlık ücreti',
        quantity: '1',
        unitPrice: '1000',
        vatRate: '20',
        incomeTaxWithholdingRate: '20',
        withholding: invoiceType === 3 ? { code: '616', rate: '50' } : undefined,
      }),
    ]),
  })),
];

/**
 * Every docType × invoiceType × scenario the POS API accepts, each in Turkish lira and in a
 * foreign currency (a despatch advice carries no amounts: lira only), and the withholding
 * variants: the document matrix's rows.
 */
export function matrixSaleCases(): TMatrixCase[] {
  const base = (c: TSaleCombination) =>
    `docType ${c.docType} × invoiceType ${c.invoiceType} × scenario ${c.scenarioType}`;
  const currencies = SUPPORTED_SALE_COMBINATIONS.flatMap((c): TMatrixCase[] => [
    { name: `${base(c)} in TRY`, combination: c, overrides: IN_TRY },
    ...(c.docType === DocType.eIrsaliye
      ? []
      : [{ name: `${base(c)} in USD`, combination: c, overrides: IN_USD }]),
  ]);
  return [...currencies, ...WITHHOLDING_VARIANTS];
}
