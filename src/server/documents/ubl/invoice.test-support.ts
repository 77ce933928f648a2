import {
  CUSTOMS_VKN,
  type TInvoiceProfile,
  type TInvoiceTypeCode,
} from '../../../shared/domain/ubl-codes';
import type { TUblInvoiceInput } from './invoice-model';

type TLineInput = TUblInvoiceInput['lines'][number];

/** The profile × type combinations GİB allows and the builder produces. */
export const SUPPORTED_INVOICE_COMBINATIONS: [TInvoiceProfile, TInvoiceTypeCode][] = [
  ...(['TEMELFATURA', 'EARSIVFATURA'] as const).flatMap((p) =>
    (['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI', 'OZELMATRAH'] as const).map(
      (t): [TInvoiceProfile, TInvoiceTypeCode] => [p, t],
    ),
  ),
  ...(['SATIS', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI', 'OZELMATRAH'] as const).map(
    (t): [TInvoiceProfile, TInvoiceTypeCode] => ['TICARIFATURA', t],
  ),
  ['IHRACAT', 'ISTISNA'],
  ['EARSIVBELGE', 'SERBESTMESLEKMAKBUZU'],
  ['EARSIVBELGE', 'ADISYON'],
];

const address = { street: 'Papatya Cad. No:21', district: 'Beşiktaş', city: 'İstanbul' };

const SALE_LINES: TLineInput[] = [
  {
    name: 'Çay & <Simit> "özel"',
    quantity: '2',
    unitPrice: '50',
    discountAmount: '10.00',
    lineExtensionAmount: '90.00',
    vat: { percent: '20', amount: '18.00' },
  },
  {
    name: 'Su',
    quantity: '1.5',
    unitCode: 'LTR',
    unitPrice: '10.00',
    lineExtensionAmount: '15.00',
    vat: { percent: '10', amount: '1.50' },
  },
];

function exemptLine(
  code: string,
  reason: string,
  vat = { percent: '0', amount: '0.00' },
): TLineInput {
  return {
    name: 'Makine',
    quantity: '1',
    unitPrice: '1000.00',
    lineExtensionAmount: '1000.00',
    vat: { ...vat, exemption: { code, reason } },
  };
}

const LINES_BY_TYPE: Record<TInvoiceTypeCode, TLineInput[]> = {
  SATIS: SALE_LINES,
  IADE: SALE_LINES,
  TEVKIFAT: [
    {
      name: 'Temizlik hizmeti',
      quantity: '1',
      unitPrice: '1000',
      lineExtensionAmount: '1000.00',
      vat: { percent: '20', amount: '200.00' },
      withholding: { code: '602', percent: '90', amount: '180.00' },
    },
  ],
  ISTISNA: [exemptLine('350', 'Diğerleri')],
  IHRACKAYITLI: [exemptLine('701', '3065 sayılı KDV Kanunu 11/1-c maddesi kapsamındaki teslimler')],
  OZELMATRAH: [exemptLine('805', 'Külçe altın teslimleri', { percent: '20', amount: '20.00' })],
  SERBESTMESLEKMAKBUZU: [
    {
      name: 'Avukatlık ücreti',
      quantity: '1',
      unitPrice: '1000',
      lineExtensionAmount: '1000.00',
      vat: { percent: '20', amount: '200.00' },
      incomeTaxWithholding: { percent: '20', amount: '200.00' },
    },
  ],
  ADISYON: SALE_LINES,
};

/** A valid invoice for the combination; override any field to make it broken. */
export function makeTestInvoice(
  profile: TInvoiceProfile = 'EARSIVFATURA',
  typeCode: TInvoiceTypeCode = 'SATIS',
  overrides: Partial<TUblInvoiceInput> = {},
): TUblInvoiceInput {
  const eArsiv = profile === 'EARSIVFATURA' || profile === 'EARSIVBELGE';
  const exportInvoice = profile === 'IHRACAT';
  return {
    profile,
    typeCode,
    id: eArsiv ? 'EAR2026000000042' : 'ABC2026000000042',
    uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    issueDate: '2026-11-22',
    issueTime: '14:05:00',
    notes: ['Yalnız yüz yirmi dört Türk lirası elli kuruş'],
    supplier: {
      scheme: 'VKN',
      id: '1234567808',
      name: 'AAA Gıda A.Ş.',
      taxOffice: 'Beşiktaş',
      address,
      email: 'info@aaa.example',
    },
    customer: exportInvoice
      ? {
          scheme: 'VKN',
          id: CUSTOMS_VKN,
          name: 'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü',
          address: { district: 'Çankaya', city: 'Ankara' },
        }
      : eArsiv
        ? { scheme: 'TCKN', id: '12345678950', firstName: 'Ayşe', familyName: 'Yılmaz', address }
        : { scheme: 'VKN', id: '4840847211', name: 'BBB Ticaret Ltd. Şti.', address },
    ...(exportInvoice && {
      currency: 'USD',
      exchangeRate: '34.5678',
      exportBuyer: {
        name: 'Farthing Purchasing Consortium',
        taxId: '175 269 2355',
        address: {
          district: 'Centre',
          city: 'Bridgtow',
          country: 'Great Britain',
          countryCode: 'GB',
        },
      },
    }),
    ...(typeCode === 'IADE' && {
      billingReferences: [
        { kind: 'returnedInvoice', id: 'ABC2026000000001', issueDate: '2026-11-20' },
      ],
    }),
    lines: exportInvoice
      ? [
          {
            ...exemptLine('301', '11/1-a Mal ihracatı'),
            export: {
              gtip: '020622000000',
              incoterms: 'CIF',
              transportModeCode: '1',
              deliveryAddress: { district: 'Centre', city: 'Bridgtow', country: 'Great Britain' },
              package: { id: 'UACU2451999', quantity: '1', typeCode: 'CN' },
            },
          },
        ]
      : LINES_BY_TYPE[typeCode],
    ...overrides,
  };
}
