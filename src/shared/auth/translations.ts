import { z } from 'zod';
import { ZQueryBoolean } from '../list/query-boolean';

/** Flat `key → text` maps per language, as `GET /api/resources` returns them. */
export const ZTranslationMaps = z.object({
  tr: z.record(z.string(), z.string()),
  en: z.record(z.string(), z.string()),
});
export type TTranslationMaps = z.infer<typeof ZTranslationMaps>;

export const ZTranslationsQuery = z.object({
  build: z.string().max(100).optional(),
  // Only the texts the `translations` table overrides: the web app ships the rest in its chunks.
  overrides: ZQueryBoolean.optional(),
});
