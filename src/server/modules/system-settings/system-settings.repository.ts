import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TQueryable } from '../../db/queryable';
import { settings } from '../../db/schema/settings';
import type { TSettingKey, TSettingScope } from '../../../shared/system-settings/setting-catalogue';

export type TStoredSetting = { key: string; scope: string; value: unknown };

/** Where one scope's row of a key lives: the global row has no tenant, a tenant row its own. */
export type TSettingTarget = { scope: TSettingScope; tenantId: string | null; key: TSettingKey };

const isGlobal = () => and(eq(settings.scope, 'global'), isNull(settings.tenantId));

/** The global rows, and the tenant's own rows when a tenant is given. */
function rowsOf(tenantId: string | null, ...more: SQL[]): SQL | undefined {
  return and(
    tenantId === null
      ? isGlobal()
      : or(isGlobal(), tenantWhere(settings, tenantId, eq(settings.scope, 'tenant'))),
    ...more,
  );
}

export async function listSettingRows(
  db: Pick<TQueryable, 'select'>,
  tenantId: string | null,
): Promise<TStoredSetting[]> {
  return db
    .select({ key: settings.key, scope: settings.scope, value: settings.value })
    .from(settings)
    .where(rowsOf(tenantId));
}

/** One key's global row and the tenant's own row (either may be missing). */
export async function findSettingRows(
  db: Pick<TQueryable, 'select'>,
  tenantId: string | null,
  key: TSettingKey,
): Promise<TStoredSetting[]> {
  return db
    .select({ key: settings.key, scope: settings.scope, value: settings.value })
    .from(settings)
    .where(rowsOf(tenantId, eq(settings.key, key)));
}

function targetWhere(target: TSettingTarget): SQL | undefined {
  const key = eq(settings.key, target.key);
  if (target.scope === 'global') return and(isGlobal(), key);
  if (target.tenantId === null) throw new Error('a tenant setting without a tenant');
  return tenantWhere(settings, target.tenantId, eq(settings.scope, 'tenant'), key);
}

/** The row's value before the change (undefined: there was none), for the audit record. */
export async function lockSettingValue(
  db: Pick<TQueryable, 'select'>,
  target: TSettingTarget,
): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(targetWhere(target))
    .for('update');
  return row?.value;
}

export async function upsertSetting(
  db: Pick<TQueryable, 'insert'>,
  target: TSettingTarget,
  value: unknown,
  userId: string | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ ...target, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: [settings.tenantId, settings.scope, settings.key],
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
}

export async function deleteSetting(
  db: Pick<TQueryable, 'delete'>,
  target: TSettingTarget,
): Promise<void> {
  await db.delete(settings).where(targetWhere(target));
}
