import { z } from 'zod';
import { SETTING_CATALOGUE, SETTING_KEYS, type TSettingKey } from './setting-catalogue';

export const ZSettingValue = z.union([z.number(), z.string()]).nullable();
export type TSettingValueJson = z.infer<typeof ZSettingValue>;

/** One setting as the Sistem Ayarları screen shows it. */
export const ZSettingView = z.object({
  key: z.enum(SETTING_KEYS as [TSettingKey, ...TSettingKey[]]),
  group: z.enum(['rules', 'mail']),
  perTenant: z.boolean(),
  defaultValue: ZSettingValue,
  globalValue: ZSettingValue,
  // The selected tenant's own value; null without one (or when the key has none).
  tenantValue: ZSettingValue,
  // What the rule uses for the request's tenant (or globally without a tenant).
  value: ZSettingValue,
});
export type TSettingView = z.infer<typeof ZSettingView>;

export const ZSettingList = z.object({
  tenantId: z.uuid().nullable(),
  list: z.array(ZSettingView),
});
export type TSettingList = z.infer<typeof ZSettingList>;

/**
 * `PUT /api/management/settings`: one key's value at one scope; `value: null` removes the row
 * (a tenant falls back to the global value, the global value to the default). The tenant scope
 * is the selected tenant's, and only keys that have a per-tenant value accept it.
 */
function updateOf<K extends TSettingKey>(key: K) {
  const definition = SETTING_CATALOGUE[key];
  return z.object({
    key: z.literal(key),
    scope: definition.perTenant ? z.enum(['global', 'tenant']) : z.literal('global'),
    value: definition.schema.nullable(),
  });
}

export const ZSettingUpdate = z.discriminatedUnion('key', [
  updateOf('earsiv.cancelWindowDays'),
  updateOf('documents.maxBackdateDays'),
  updateOf('efatura.clientResponseDays'),
  updateOf('earsiv.thresholdAmount'),
  updateOf('mail.senderName'),
  updateOf('mail.senderAddress'),
  updateOf('mail.replyTo'),
]);
export type TSettingUpdate = z.infer<typeof ZSettingUpdate>;

/** `POST /api/management/settings/test-mail`: sends one message with the stored mail settings. */
export const ZTestMailInput = z.object({ to: z.email().max(254) });
export type TTestMailInput = z.infer<typeof ZTestMailInput>;
export const ZTestMailResult = z.object({ sent: z.literal(true), from: z.string() });
