import { z } from 'zod';

/** Spec §3 Brand: 1 hardware maker, 2 POS software maker. */
export const BRAND_TYPES = { hardware: 1, software: 2 } as const;
export const ZBrandType = z.union([z.literal(1), z.literal(2)]);
export type TBrandType = z.infer<typeof ZBrandType>;

export const ZBrand = z.object({
  id: z.uuid(),
  name: z.string(),
  brandType: ZBrandType,
  description: z.string().nullable(),
});
export type TBrand = z.infer<typeof ZBrand>;

export const ZBrandListQuery = z.object({
  brandType: z.coerce.number().pipe(ZBrandType).optional(),
  searchText: z.string().trim().max(100).optional(),
});
export type TBrandListQuery = z.infer<typeof ZBrandListQuery>;

export const ZBrandList = z.object({ list: z.array(ZBrand) });

/** Admin create/edit of a brand. */
export const ZBrandInput = z.object({
  name: z.string().trim().min(1).max(64),
  brandType: ZBrandType,
  description: z.string().trim().max(200).nullish(),
});
export type TBrandInput = z.infer<typeof ZBrandInput>;
export const ZBrandUpdateInput = ZBrandInput.extend({ id: z.uuid() });
