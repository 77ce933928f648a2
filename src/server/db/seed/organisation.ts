import type { TDocType } from '../../../shared/domain/enums';
import { makeVkn } from '../../../shared/domain/tax-id';
import type {
  TOrganisation,
  TSeedCustomer,
  TSeedDevice,
  TSeedStore,
  TSeedTenant,
  TSeedUser,
} from './organisation-types';
import { COMPANY_NAME_COUNT, companyName } from './pools/companies';
import {
  CERTIFICATION_TYPES,
  CLIENT_TYPES,
  DEVICE_DESCRIPTIONS,
  DEVICE_KINDS,
  HARDWARE_BRANDS,
  SOFTWARE_BRANDS,
} from './pools/devices';
import { foldTurkish } from '../../../shared/text/fold';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './pools/people';
import { BUILDING_NAMES, NEIGHBOURHOODS, STREETS } from './pools/addresses';
import { CITIES, taxOfficeName, type TCity } from './pools/places';
import { SeededRandom } from './random';
import { ADMIN_USERS, TENANT_SPECS, type TDemoUserSpec, type TTenantSpec } from './tenant-specs';

const CUSTOMER_COUNT = 400;
// No series for information slips (9): the ÖKC numbers them itself (the sale's check_no), so
// documents.invoice_no stays null for them.
const SERIES_LETTER: Partial<Record<TDocType, string>> = { 1: 'F', 2: 'A', 5: 'I', 7: 'S', 8: 'D' };
const STORE_CHARS = '123456789ABCDEFGHJKLMNPRSTUVYZ';

/** Tenants, stores, devices, users and buyers: small, and the same for a seed whatever the document count. */
export function buildOrganisation(seed: number): TOrganisation {
  const rand = new SeededRandom(seed, 'organisation');
  const tenants = TENANT_SPECS.map((spec) => buildTenant(rand, spec));
  const admins = ADMIN_USERS.map((spec) => ({
    ...makeUser(rand, spec, null),
    userType: 2 as const,
    manageAdminUsers: spec.manageAdminUsers,
  }));
  return { tenants, admins, customers: buildCustomers(new SeededRandom(seed, 'customers')) };
}

function buildTenant(rand: SeededRandom, spec: TTenantSpec): TSeedTenant {
  const id = rand.uuid();
  const city = cityOf(spec.cities[0]);
  const vkn = makeVkn(rand.next);
  const taxOffice = taxOfficeName(rand.pick(city.taxOffices));
  const users = spec.users.map((u) => makeUser(rand, u, id));
  const owner = users.find((u) => u.isTenantOwner);
  if (!owner) throw new Error(`tenant ${spec.key} has no owner`);
  const stores = Array.from({ length: spec.storeCount }, (_, index) =>
    buildStore(rand, spec, id, index, spec.franchise ? null : { vkn, taxOffice }),
  );
  const hq = stores[0];
  return {
    id,
    spec,
    sector: spec.sector,
    vkn,
    taxOffice,
    city,
    address: hq
      ? `${hq.neighbourhood} ${hq.street} No:${hq.buildingNumber} ${hq.district}/${city.name}`
      : '',
    phoneNumber: hq?.phoneNumber ?? '',
    stores,
    users,
    ownerId: owner.id,
  };
}

function buildStore(
  rand: SeededRandom,
  spec: TTenantSpec,
  tenantId: string,
  index: number,
  company: { vkn: string; taxOffice: string } | null,
): TSeedStore {
  const city = cityOf(spec.cities[index % spec.cities.length]);
  const [district, postalZone] = rand.pick(city.districts);
  const storeChar = STORE_CHARS[index] ?? '0';
  const tenantLetter = spec.key.charAt(0).toUpperCase();
  const vkn = company?.vkn ?? makeVkn(rand.next);
  const numbered = spec.docTypes.map(([docType]) => docType).filter((d) => SERIES_LETTER[d]);
  const serials = new Set<string>();
  return {
    tenantId,
    id: rand.uuid(),
    index,
    name: index === 0 ? `${spec.storeNameStem} Merkez` : `${spec.storeNameStem} ${district}`,
    taxNo: vkn,
    taxOffice: company?.taxOffice ?? taxOfficeName(rand.pick(city.taxOffices)),
    city,
    district,
    postalZone,
    neighbourhood: rand.pick(NEIGHBOURHOODS),
    street: rand.pick(STREETS),
    buildingNumber: String(rand.int(1, 180)),
    buildingName: rand.chance(0.4) ? rand.pick(BUILDING_NAMES) : null,
    room: rand.chance(0.3) ? String(rand.int(1, 40)) : null,
    phoneNumber: `90${city.areaCode}${rand.int(2, 9)}${rand.digits(6)}`,
    email: `sube${index + 1}@${spec.domain}`,
    integrationId: `${spec.key.toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
    gbAlias: `urn:mail:defaultgb@${spec.domain}`,
    mersisNo: `0${vkn}${rand.digits(5)}`,
    tradeRegisterNo: rand.digits(6),
    isActive: true,
    weight: index === 0 ? 2 : 0.4 + rand.next() * 1.2,
    devices: Array.from({ length: rand.int(1, 4) }, (_, i) => buildDevice(rand, spec, i, serials)),
    series: numbered.map((docType) => ({
      id: rand.uuid(),
      docType,
      prefix: `${SERIES_LETTER[docType] ?? 'X'}${tenantLetter}${storeChar}`,
    })),
    cashiers: Array.from({ length: rand.int(2, 5) }, () => personName(rand)),
  };
}

function buildDevice(
  rand: SeededRandom,
  spec: TTenantSpec,
  i: number,
  serials: Set<string>,
): TSeedDevice {
  const hardware = rand.pick(HARDWARE_BRANDS);
  let serialNumber = '';
  do serialNumber = `${hardware.serialPrefix}${rand.digits(8)}`;
  while (serials.has(serialNumber));
  serials.add(serialNumber);
  const descriptions =
    spec.sector === 'cafe' ? ['Kasa 1', 'Bar', 'Teras', 'Paket Servis'] : DEVICE_DESCRIPTIONS;
  const software =
    spec.sector === 'cafe' && rand.chance(0.5) ? 'SambaPOS' : rand.pick(SOFTWARE_BRANDS).name;
  return {
    id: rand.uuid(),
    serialNumber,
    description: descriptions[i] ?? `Kasa ${i + 1}`,
    hardwareBrand: hardware.name,
    softwareBrand: software,
    model: rand.pick(hardware.models),
    deviceKind: rand.pick(DEVICE_KINDS),
    clientType: rand.pick(CLIENT_TYPES),
    certificationType: rand.pick(CERTIFICATION_TYPES),
    posVersion: `${rand.int(2, 4)}.${rand.int(0, 12)}.${rand.int(0, 30)}`,
    integrationId: `${hardware.serialPrefix}-${serialNumber.slice(-6)}`,
  };
}

function makeUser(rand: SeededRandom, spec: TDemoUserSpec, tenantId: string | null): TSeedUser {
  return {
    id: rand.uuid(),
    email: spec.email,
    firstName: spec.firstName,
    lastName: spec.lastName,
    phoneNumber: `905${rand.int(30, 55)}${rand.digits(7)}`,
    userType: 1,
    tenantId,
    isTenantOwner: spec.role === 'owner',
    manageAdminUsers: false,
    permissions: spec.permissions ?? null,
    otp: spec.otp === true,
    isActive: spec.isActive ?? true,
  };
}

function buildCustomers(rand: SeededRandom): TSeedCustomer[] {
  const used = new Set<number>();
  const customers: TSeedCustomer[] = [];
  while (customers.length < CUSTOMER_COUNT) {
    const index = rand.int(0, COMPANY_NAME_COUNT - 1);
    if (used.has(index)) continue;
    used.add(index);
    const name = companyName(index);
    const domain = foldTurkish(name.split(' ').slice(0, 2).join('')).replace(/[^a-z0-9]/g, '');
    customers.push({ name, vkn: makeVkn(rand.next), alias: `urn:mail:defaultpk@${domain}.com.tr` });
  }
  return customers;
}

export function personName(rand: SeededRandom): string {
  const first = rand.chance(0.5) ? rand.pick(MALE_FIRST_NAMES) : rand.pick(FEMALE_FIRST_NAMES);
  return `${first} ${rand.pick(LAST_NAMES)}`;
}

function cityOf(key: keyof typeof CITIES | undefined): TCity {
  return CITIES[key ?? 'istanbul'];
}
