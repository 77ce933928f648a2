import { PLACEHOLDER_TCKN } from '../../../shared/domain/tax-id';
import type { TPosAddress } from '../../../shared/pos/primitives';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { CUSTOMS_VKN } from '../../../shared/domain/ubl-codes';
import type { TUblAddressInput, TUblPartyInput } from '../ubl/invoice-model';
import { SaleDocumentError, type TSaleSupplier } from './sale-document';

const DEFAULT_COUNTRY = 'Türkiye';
const CONSUMER = { firstName: 'Nihai', familyName: 'Tüketici' };

const present = (v: string | null | undefined): string | undefined =>
  v === null || v === undefined || v.trim() === '' ? undefined : v.trim();

/** "Ayşe Nur Yılmaz" → Ayşe Nur / Yılmaz: UBL-TR wants first and family name for a TCKN. */
export function splitPersonName(full: string): { firstName: string; familyName: string } {
  const words = full.trim().split(/\s+/);
  const familyName = words.length > 1 ? (words.pop() ?? '') : '-';
  return { firstName: words.join(' '), familyName };
}

export function supplierAddress(s: TSaleSupplier): TUblAddressInput {
  const district = present(s.citySubdivisionName);
  const city = present(s.cityName);
  if (!district || !city) {
    throw new SaleDocumentError('the store needs a district and a city for the supplier address');
  }
  return {
    room: present(s.room),
    street: present(s.streetName),
    buildingName: present(s.buildingName),
    buildingNumber: present(s.buildingNumber),
    district,
    city,
    postalZone: present(s.postalZone),
    country: present(s.countryName) ?? DEFAULT_COUNTRY,
  };
}

/** A sale address; the parts it lacks come from the store, where the sale took place. */
export function saleAddress(
  a: TPosAddress | undefined,
  fallback: TUblAddressInput,
): TUblAddressInput {
  if (!a?.citySubdivisionName || !a.cityName) return fallback;
  return {
    room: a.room,
    street: a.streetName,
    buildingName: a.buildingName,
    buildingNumber: a.buildingNumber,
    district: a.citySubdivisionName,
    city: a.cityName,
    postalZone: a.postalZone,
    country: a.countryName ?? DEFAULT_COUNTRY,
  };
}

function partyById(
  id: string,
  name: string,
  person: { firstName: string; familyName: string } | undefined,
  rest: Pick<TUblPartyInput, 'address' | 'taxOffice' | 'email' | 'phone' | 'website'>,
): TUblPartyInput {
  if (id.length === 10) return { scheme: 'VKN', id, name, ...rest };
  return { scheme: 'TCKN', id, ...(person ?? splitPersonName(name)), ...rest };
}

/** A carrier known by number and name only; its address is where it took the goods over. */
export function carrierParty(
  taxNo: string,
  name: string,
  address: TUblAddressInput,
): TUblPartyInput {
  return partyById(taxNo, name, undefined, { address });
}

export function supplierParty(s: TSaleSupplier, website?: string): TUblPartyInput {
  const taxNo = present(s.taxNo);
  if (!taxNo || !/^\d{10,11}$/.test(taxNo)) {
    throw new SaleDocumentError('the store needs a VKN (10 digits) or TCKN (11 digits)');
  }
  return partyById(taxNo, s.tenantName, undefined, {
    address: supplierAddress(s),
    taxOffice: present(s.taxOffice),
    email: present(s.email),
    phone: present(s.phoneNumber),
    website: website ?? present(s.website),
  });
}

/** The buyer; a consumer without a number is the placeholder TCKN (domain.md, Identifiers). */
export function customerParty(sale: TPosSaleTransaction, s: TSaleSupplier): TUblPartyInput {
  const c = sale.customer;
  const rest = {
    address: saleAddress(c?.address, supplierAddress(s)),
    taxOffice: c?.taxOffice,
    email: c?.email,
    phone: c?.phone,
    website: c?.website,
  };
  const person =
    c?.firstName && c.lastName ? { firstName: c.firstName, familyName: c.lastName } : undefined;
  if (!c?.taxNo) {
    const named = person ?? (c?.name ? splitPersonName(c.name) : CONSUMER);
    return { scheme: 'TCKN', id: PLACEHOLDER_TCKN, ...named, ...rest };
  }
  const name = c.name ?? `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim();
  return partyById(c.taxNo, name, person, rest);
}

/** GİB's schematron: an IHRACAT invoice is addressed to the customs administration. */
export const CUSTOMS_PARTY: TUblPartyInput = {
  scheme: 'VKN',
  id: CUSTOMS_VKN,
  name: 'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü- Bilgi İşlem Dairesi Başkanlığı',
  address: { district: 'Çankaya', city: 'Ankara' },
};
