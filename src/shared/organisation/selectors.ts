import { z } from 'zod';

/** Spec §5: search boxes act only from 2 characters; an empty text lists the first page. */
export const ZSelectorSearchQuery = z.object({
  searchText: z.string().trim().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TSelectorSearchQuery = z.infer<typeof ZSelectorSearchQuery>;

/** Rows of the tenant selector (`GET /api/tenant/search`). */
export const ZTenantOption = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
});
export type TTenantOption = z.infer<typeof ZTenantOption>;

/** Rows of the store selector (`GET /api/store/search`), always within the selected tenant. */
export const ZStoreOption = z.object({
  id: z.uuid(),
  name: z.string(),
  cityName: z.string().nullable(),
  isActive: z.boolean(),
});
export type TStoreOption = z.infer<typeof ZStoreOption>;

export const ZTenantOptionList = z.object({ list: z.array(ZTenantOption) });
export const ZStoreOptionList = z.object({ list: z.array(ZStoreOption) });
