import type { TPermission } from '../../../shared/auth/permissions';
import type { TDocType } from '../../../shared/domain/enums';
import type { TCity } from './pools/places';
import type { TSector } from './pools/products';
import type { TTenantSpec } from './tenant-specs';

export type TSeedUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: 1 | 2;
  tenantId: string | null;
  isTenantOwner: boolean;
  manageAdminUsers: boolean;
  permissions: readonly TPermission[] | null;
  otp: boolean;
  isActive: boolean;
};

export type TSeedDevice = {
  id: string;
  serialNumber: string;
  description: string;
  hardwareBrand: string;
  softwareBrand: string;
  model: string;
  deviceKind: string;
  clientType: string;
  certificationType: string;
  posVersion: string;
  integrationId: string;
};

export type TSeedSeries = { id: string; docType: TDocType; prefix: string };

export type TSeedStore = {
  tenantId: string;
  id: string;
  index: number;
  name: string;
  taxNo: string;
  taxOffice: string;
  city: TCity;
  district: string;
  postalZone: string;
  neighbourhood: string;
  street: string;
  buildingNumber: string;
  buildingName: string | null;
  room: string | null;
  phoneNumber: string;
  email: string;
  integrationId: string;
  gbAlias: string;
  mersisNo: string;
  tradeRegisterNo: string;
  isActive: boolean;
  /** Relative busyness among the tenant's stores. */
  weight: number;
  devices: TSeedDevice[];
  series: TSeedSeries[];
  cashiers: string[];
};

export type TSeedTenant = {
  id: string;
  spec: TTenantSpec;
  sector: TSector;
  vkn: string;
  taxOffice: string;
  city: TCity;
  address: string;
  phoneNumber: string;
  stores: TSeedStore[];
  users: TSeedUser[];
  ownerId: string;
};

export type TSeedCustomer = { name: string; vkn: string; alias: string };

export type TOrganisation = {
  tenants: TSeedTenant[];
  admins: TSeedUser[];
  customers: TSeedCustomer[];
};
