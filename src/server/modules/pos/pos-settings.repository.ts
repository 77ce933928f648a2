import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import { settings } from '../../db/schema/settings';

export type TSettingRow = { key: string; scope: string; value: unknown };

/**
 * Some settings' tenant rows and global rows (any may be missing) as a json array, for use as a
 * column of a bigger select: the sale reads them in the round trip that reads its issuer.
 */
export function settingRowsColumn(tenantId: string, keys: readonly string[]): SQL<TSettingRow[]> {
  const where = and(
    inArray(settings.key, [...keys]),
    or(
      tenantWhere(settings, tenantId, eq(settings.scope, 'tenant')),
      and(eq(settings.scope, 'global'), isNull(settings.tenantId)),
    ),
  );
  return sql<
    TSettingRow[]
  >`(select coalesce(json_agg(json_build_object('key', ${settings.key}, 'scope', ${settings.scope}, 'value', ${settings.value})), '[]'::json) from ${settings} where ${where})`;
}
