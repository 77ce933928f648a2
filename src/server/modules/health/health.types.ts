import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  buildId: z.string(),
  database: z.object({
    ok: z.boolean(),
    migration: z.string().nullable(),
    latencyMs: z.number().nullable(),
  }),
});
export type THealth = z.infer<typeof ZHealth>;
