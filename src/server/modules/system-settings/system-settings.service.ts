import type { TDb } from '../../db/database';
import type { TQueryable } from '../../db/queryable';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { AppError } from '../../lib/app-error';
import type { TMailSender } from '../../lib/mailer';
import {
  SETTING_CATALOGUE,
  SETTING_KEYS,
  settingValue,
  validSettingValue,
  type TSettingKey,
  type TSettingValue,
} from '../../../shared/system-settings/setting-catalogue';
import type { TSettingUpdate, TSettingView } from '../../../shared/system-settings/system-settings';
import {
  deleteSetting,
  findSettingRows,
  listSettingRows,
  lockSettingValue,
  upsertSetting,
  type TSettingTarget,
  type TStoredSetting,
} from './system-settings.repository';

/**
 * The value a rule uses for a tenant (or globally with `tenantId` null): the tenant's own value,
 * then the global one, then the catalogue's default. The code that enforces a rule calls this.
 */
export async function readSetting<K extends TSettingKey>(
  db: Pick<TQueryable, 'select'>,
  tenantId: string | null,
  key: K,
): Promise<TSettingValue<K>> {
  return settingValue(await findSettingRows(db, tenantId, key), key);
}

function viewOf(key: TSettingKey, rows: TStoredSetting[], tenantId: string | null): TSettingView {
  const definition = SETTING_CATALOGUE[key];
  const own = rows.filter((r) => r.key === key);
  const stored = (scope: string) => {
    const row = own.find((r) => r.scope === scope);
    return (row === undefined ? undefined : validSettingValue(key, row.value)) ?? null;
  };
  return {
    key,
    group: definition.group,
    perTenant: definition.perTenant,
    defaultValue: definition.defaultValue,
    globalValue: stored('global'),
    tenantValue: tenantId !== null && definition.perTenant ? stored('tenant') : null,
    value: settingValue(own, key),
  };
}

/** Every setting with its global, tenant and effective value. */
export async function listSettings(db: TDb, tenantId: string | null): Promise<TSettingView[]> {
  const rows = await listSettingRows(db, tenantId);
  return SETTING_KEYS.map((key) => viewOf(key, rows, tenantId));
}

/**
 * Sets (or with `value: null` removes) one key's value at one scope, with its audit record in the
 * same transaction. The tenant scope is the selected tenant's.
 */
export async function updateSetting(
  db: TDb,
  actor: TAuditActor,
  tenantId: string | null,
  input: TSettingUpdate,
): Promise<TSettingView> {
  if (input.scope === 'tenant' && tenantId === null) {
    throw new AppError('FORBIDDEN', { reason: 'selectTenant' });
  }
  const target: TSettingTarget = {
    scope: input.scope,
    tenantId: input.scope === 'tenant' ? tenantId : null,
    key: input.key,
  };
  return db.transaction(async (tx) => {
    const before = await lockSettingValue(tx, target);
    if (input.value === null) await deleteSetting(tx, target);
    else await upsertSetting(tx, target, input.value, actor.userId);
    await recordAudit(tx, actor, {
      tenantId: target.tenantId,
      action: input.value === null ? 'delete' : 'update',
      entityType: 'setting',
      entityId: input.key,
      before: { scope: input.scope, value: before ?? null },
      after: { scope: input.scope, value: input.value },
    });
    return viewOf(input.key, await listSettingRows(tx, tenantId), tenantId);
  });
}

/** The mail settings' sender, read at each message (global settings only). */
export function mailSenderOf(db: TDb): () => Promise<TMailSender> {
  return async () => {
    const rows = await listSettingRows(db, null);
    const value = <K extends 'mail.senderName' | 'mail.senderAddress' | 'mail.replyTo'>(key: K) =>
      settingValue(
        rows.filter((r) => r.key === key),
        key,
      );
    return {
      name: value('mail.senderName'),
      address: value('mail.senderAddress'),
      replyTo: value('mail.replyTo'),
    };
  };
}
