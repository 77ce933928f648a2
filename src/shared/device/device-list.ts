import { z } from 'zod';
import { ZPagedQuery } from '../list/list-params';
import { ZPage } from '../list/page-envelope';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZSortParam } from '../list/sort-param';
import { ZDevice } from './device';

export const DEVICE_SORT_FIELDS = [
  'serialNumber',
  'description',
  'brand',
  'model',
  'deviceKind',
  'posVersion',
  'isActive',
  'createdAt',
] as const;
export type TDeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];

/** `GET /api/device/list`: spec §2 list parameters; single-column sort `field:asc|desc`. */
export const ZDeviceListQuery = ZPagedQuery.extend({
  sort: ZSortParam(DEVICE_SORT_FIELDS).optional(),
  isActive: ZQueryBoolean.optional(),
  /** Tenant mode only: narrow to one store (store mode always lists the selected store). */
  storeId: z.uuid().optional(),
});
export type TDeviceListQuery = z.infer<typeof ZDeviceListQuery>;

export const ZDeviceList = ZPage(ZDevice);
export type TDeviceList = z.infer<typeof ZDeviceList>;
