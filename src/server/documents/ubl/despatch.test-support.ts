import type { TDespatchTypeCode, TUblDespatchAdviceInput } from './despatch-model';

const address = { street: 'Papatya Cad. No:21', district: 'Beşiktaş', city: 'İstanbul' };

/** A valid despatch advice of the type; override any field to make it broken. */
export function makeTestDespatchAdvice(
  typeCode: TDespatchTypeCode = 'SEVK',
  overrides: Partial<TUblDespatchAdviceInput> = {},
): TUblDespatchAdviceInput {
  return {
    typeCode,
    id: 'IRS2026000000007',
    uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    issueDate: '2026-11-22',
    issueTime: '09:30:00',
    notes: ['Mallar sağlam teslim edilecektir & <kırılabilir>'],
    ...(typeCode === 'MATBUDAN' && {
      printedDocument: { id: 'A-123456', issueDate: '2026-11-21' },
    }),
    supplier: {
      scheme: 'VKN',
      id: '1234567808',
      name: 'AAA Gıda A.Ş.',
      taxOffice: 'Beşiktaş',
      address,
      phone: '902125551212',
    },
    customer: { scheme: 'VKN', id: '4840847211', name: 'BBB Ticaret Ltd. Şti.', address },
    shipment: {
      deliveryAddress: {
        street: 'Selvi Cad. 79/A',
        district: 'Çankaya',
        city: 'Ankara',
        postalZone: '06800',
      },
      despatchDate: '2026-11-22',
      despatchTime: '10:00:00',
      licensePlate: '06DR4077',
      trailerPlates: ['06DR4088'],
      drivers: [{ firstName: 'Mehmet', familyName: 'Öztürk', nationalId: '10000000146' }],
      carrier: {
        scheme: 'VKN',
        id: '3900892152',
        name: 'CCC Lojistik A.Ş.',
        address: { district: 'Osmancık', city: 'Çorum' },
      },
      valueAmount: '1250.00',
    },
    lines: [
      {
        name: 'Çay 1 kg',
        quantity: '20',
        sellersItemId: 'CAY-1',
        price: { unitPrice: '50', lineExtensionAmount: '1000.00' },
      },
      { name: 'Su 5 L', quantity: '12.5', unitCode: 'LTR' },
    ],
    ...overrides,
  };
}
