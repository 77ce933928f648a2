import { z } from 'zod';

/** Spec §3 Integrator product, as the store form lists it. */
export const ZIntegratorProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  implementerPartyType: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type TIntegratorProduct = z.infer<typeof ZIntegratorProduct>;
export const ZIntegratorProductList = z.object({ list: z.array(ZIntegratorProduct) });

export const ZIntegratorProductListQuery = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

/** `GET /api/integrator/options?Id` (spec §7). */
export const ZIntegratorOptionsQuery = z.object({ Id: z.uuid() });

/** The options an integrator product offers (its plugin configurations). */
export const ZIntegratorOptions = z.object({
  id: z.uuid(),
  name: z.string(),
  pluginKey: z.string(),
  pluginConfigurations: z.record(z.string(), z.unknown()),
});
export type TIntegratorOptions = z.infer<typeof ZIntegratorOptions>;
