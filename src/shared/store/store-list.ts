import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZStoreSummary } from './store';

export const STORE_SORT_FIELDS = ['name', 'cityName', 'taxNo', 'isActive', 'createdAt'] as const;
export type TStoreSortField = (typeof STORE_SORT_FIELDS)[number];

/** Spec §7 `GET /store/list?PageNumber&PageSize&searchText`, plus `sort=field:asc|desc`. */
export const ZStoreListQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(10),
  searchText: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${STORE_SORT_FIELDS.join('|')}):(asc|desc)$`),
      messageKey('stores.validation.sort'),
    )
    .optional(),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type TStoreListQuery = z.output<typeof ZStoreListQuery>;

export const ZStoreListResponse = z.object({
  list: z.array(ZStoreSummary),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  rowCount: z.number().int(),
  pageCount: z.number().int(),
});
export type TStoreListResponse = z.infer<typeof ZStoreListResponse>;

/** Spec §7 `PUT /store/activation {storeList:[{storeId,status}]}`; status true = active. */
export const ZStoreActivation = z.object({
  storeList: z
    .array(z.object({ storeId: z.uuid(), status: z.boolean() }))
    .min(1)
    .max(500),
});
export type TStoreActivation = z.infer<typeof ZStoreActivation>;
export const ZStoreActivationResult = z.object({ updated: z.number().int() });

/** Spec §7 `POST /store/names {storeIds,integrationIds}`: names of the given stores. */
export const ZStoreNamesInput = z.object({
  storeIds: z.array(z.uuid()).max(500).default([]),
  integrationIds: z.array(z.string().max(100)).max(500).default([]),
});
export const ZStoreNames = z.object({
  list: z.array(z.object({ id: z.uuid(), name: z.string(), integrationId: z.string().nullable() })),
});
export type TStoreNames = z.infer<typeof ZStoreNames>;

export const ZAdminTenantStoresParams = z.object({ tenant: z.uuid() });
export const ZAdminTenantStores = z.object({ list: z.array(ZStoreSummary) });
