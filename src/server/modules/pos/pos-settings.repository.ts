import { and, eq, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { settings } from '../../db/schema/settings';

/** One setting's tenant row and its global row (either may be missing). */
export async function listSettingRows(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  key: string,
): Promise<{ scope: string; value: unknown }[]> {
  return db
    .select({ scope: settings.scope, value: settings.value })
    .from(settings)
    .where(
      and(
        eq(settings.key, key),
        or(
          tenantWhere(settings, tenantId, eq(settings.scope, 'tenant')),
          and(eq(settings.scope, 'global'), isNull(settings.tenantId)),
        ),
      ),
    );
}
