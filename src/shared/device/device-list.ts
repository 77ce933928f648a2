import { z } from 'zod';
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

const ZSort = z
  .string()
  .regex(new RegExp(`^(${DEVICE_SORT_FIELDS.join('|')}):(asc|desc)$`), 'field:asc|desc')
  .transform((raw) => {
    const [field, direction] = raw.split(':') as [TDeviceSortField, 'asc' | 'desc'];
    return { field, direction };
  });

/** `GET /api/device/list`: spec §2 list parameters; single-column sort `field:asc|desc`. */
export const ZDeviceListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  searchText: z.string().trim().max(100).optional(),
  sort: ZSort.optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Tenant mode only: narrow to one store (store mode always lists the selected store). */
  storeId: z.uuid().optional(),
});
export type TDeviceListQuery = z.infer<typeof ZDeviceListQuery>;

/** Spec §3 list response shape. */
export const ZDeviceList = z.object({
  list: z.array(ZDevice),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  rowCount: z.number().int(),
  pageCount: z.number().int(),
});
export type TDeviceList = z.infer<typeof ZDeviceList>;
