import { z } from 'zod';

/**
 * How an alias is filed as PK (mailbox, receives) or GB (sender unit): `auto` reads the alias
 * name (a local part containing "gb", e.g. urn:mail:defaultgb@…, is GB; anything else PK);
 * GİB also publishes the two roles as separate lists, which `PK` / `GB` import as a whole.
 */
export const GIB_ALIAS_KIND_MODES = ['auto', 'PK', 'GB'] as const;
export const ZGibAliasKindMode = z.enum(GIB_ALIAS_KIND_MODES);
export type TGibAliasKindMode = z.infer<typeof ZGibAliasKindMode>;

export const ZGibImportQuery = z.object({ aliasKind: ZGibAliasKindMode.default('auto') });

/** What an import of GİB's registered-user list did. */
export const ZGibImportResult = z.object({
  users: z.number().int(),
  aliases: z.number().int(),
  deletedAliases: z.number().int(),
  pkAliases: z.number().int(),
  gbAliases: z.number().int(),
  skippedUsers: z.number().int(),
  ms: z.number(),
});
export type TGibImportResult = z.infer<typeof ZGibImportResult>;
