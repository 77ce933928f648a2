import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/**
 * The configurable rules of domain.md and the mail settings, stored in the `settings` table
 * (a global row, and per tenant a row that overrides it). Each key names its bounds and its
 * default; the code that enforces a rule reads it through `settingValue` (or the server's
 * `readSetting`), never a number of its own.
 */
const DAYS_MESSAGE = messageKey('errors.fields.settingDays');
const days = z.number(DAYS_MESSAGE).int(DAYS_MESSAGE).min(0, DAYS_MESSAGE).max(30, DAYS_MESSAGE);
const mailAddress = z.email(messageKey('errors.fields.email')).max(254);
const LIRA_MESSAGE = messageKey('errors.fields.settingLira');
const wholeLira = z
  .number(LIRA_MESSAGE)
  .int(LIRA_MESSAGE)
  .min(0, LIRA_MESSAGE)
  .max(100_000_000, LIRA_MESSAGE);

export const SETTING_CATALOGUE = {
  // domain.md: e-Arşiv cancellation, usually within 7 days of issue.
  'earsiv.cancelWindowDays': { group: 'rules', perTenant: true, schema: days, defaultValue: 7 },
  // domain.md: issue within 7 days of delivery, no back-dating beyond that.
  'documents.maxBackdateDays': { group: 'rules', perTenant: true, schema: days, defaultValue: 7 },
  // domain.md: a commercial invoice's buyer answers within 8 days, after that it counts as accepted.
  'efatura.clientResponseDays': { group: 'rules', perTenant: true, schema: days, defaultValue: 8 },
  // domain.md: the amount (TL, VAT included) above which a sale must be an e-Arşiv invoice even for
  // a business outside e-Arşiv; it changes yearly. The default is VUK General Communiqué 509's
  // 5,000 TL: set the year's figure here.
  'earsiv.thresholdAmount': {
    group: 'rules',
    perTenant: true,
    schema: wholeLira,
    defaultValue: 5_000,
  },
  // Mail: the sender every message carries, instead of the MAIL_FROM of the environment.
  'mail.senderName': {
    group: 'mail',
    perTenant: false,
    schema: z
      .string()
      .trim()
      .min(1, messageKey('errors.fields.required'))
      .max(100, messageKey('errors.fields.max100')),
    defaultValue: null,
  },
  'mail.senderAddress': {
    group: 'mail',
    perTenant: false,
    schema: mailAddress,
    defaultValue: null,
  },
  'mail.replyTo': { group: 'mail', perTenant: false, schema: mailAddress, defaultValue: null },
} as const;

type TCatalogue = typeof SETTING_CATALOGUE;
export type TSettingKey = keyof TCatalogue;
export type TSettingGroup = TCatalogue[TSettingKey]['group'];
export type TSettingValue<K extends TSettingKey> =
  z.output<TCatalogue[K]['schema']> | TCatalogue[K]['defaultValue'];

export const SETTING_KEYS = Object.keys(SETTING_CATALOGUE) as TSettingKey[];

export const SETTING_SCOPES = ['global', 'tenant'] as const;
export type TSettingScope = (typeof SETTING_SCOPES)[number];

/** One stored row of a key: its scope and its JSON value (either may be missing or stale). */
export type TSettingRow = { scope: string; value: unknown };

export function isSettingKey(key: string): key is TSettingKey {
  return Object.hasOwn(SETTING_CATALOGUE, key);
}

/** A stored value if it still meets the key's rules, else undefined (a bad row is ignored). */
export function validSettingValue<K extends TSettingKey>(
  key: K,
  value: unknown,
): z.output<TCatalogue[K]['schema']> | undefined {
  const parsed = SETTING_CATALOGUE[key].schema.safeParse(value);
  return parsed.success ? (parsed.data as z.output<TCatalogue[K]['schema']>) : undefined;
}

/** The tenant's own value first (for keys that have one), then the global one, then the default. */
export function settingValue<K extends TSettingKey>(
  rows: readonly TSettingRow[],
  key: K,
): TSettingValue<K> {
  const pick = (scope: TSettingScope) => {
    const row = rows.find((r) => r.scope === scope);
    return row === undefined ? undefined : validSettingValue(key, row.value);
  };
  const own = SETTING_CATALOGUE[key].perTenant ? pick('tenant') : undefined;
  return own ?? pick('global') ?? SETTING_CATALOGUE[key].defaultValue;
}
