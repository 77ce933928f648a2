import { z } from 'zod';
import { ZPageNumberParam, ZPageSizeParam, ZSearchTextParam } from '../list/list-params';
import { ZPage } from '../list/page-envelope';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZSortParam } from '../list/sort-param';
import { ZStoreSummary } from './store';

export const STORE_SORT_FIELDS = ['name', 'cityName', 'taxNo', 'isActive', 'createdAt'] as const;
export type TStoreSortField = (typeof STORE_SORT_FIELDS)[number];

/** Spec §7 `GET /store/list?PageNumber&PageSize&searchText`, plus `sort=field:asc|desc`. */
export const ZStoreListQuery = z.object({
  PageNumber: ZPageNumberParam,
  PageSize: ZPageSizeParam,
  searchText: ZSearchTextParam,
  sort: ZSortParam(STORE_SORT_FIELDS).optional(),
  isActive: ZQueryBoolean.optional(),
});
export type TStoreListQuery = z.output<typeof ZStoreListQuery>;

export const ZStoreListResponse = ZPage(ZStoreSummary);
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
