import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import { settings } from '../../db/schema/settings';

export type TSettingRow = { scope: string; value: unknown };

/**
 * One setting's tenant row and its global row (either may be missing) as a json array, for use
 * as a column of a bigger select: the sale reads it in the round trip that reads its issuer.
 */
export function settingRowsColumn(tenantId: string, key: string): SQL<TSettingRow[]> {
  const where = and(
    eq(settings.key, key),
    or(
      tenantWhere(settings, tenantId, eq(settings.scope, 'tenant')),
      and(eq(settings.scope, 'global'), isNull(settings.tenantId)),
    ),
  );
  return sql<
    TSettingRow[]
  >`(select coalesce(json_agg(json_build_object('scope', ${settings.scope}, 'value', ${settings.value})), '[]'::json) from ${settings} where ${where})`;
}
