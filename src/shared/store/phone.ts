import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/** Spec §3: phone and fax keep the country code in their first two characters; default Turkey. */
export const DEFAULT_PHONE_COUNTRY_CODE = '90';

export type TPhoneParts = { countryCode: string; number: string };

export function splitPhone(value: string | null | undefined): TPhoneParts {
  if (!value) return { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' };
  return { countryCode: value.slice(0, 2), number: value.slice(2) };
}

/** Empty number → null (no phone); otherwise the stored form `<cc><number>`. */
export function joinPhone(parts: TPhoneParts): string | null {
  const number = parts.number.replace(/[\s()-]/g, '');
  if (!number) return null;
  return `${parts.countryCode || DEFAULT_PHONE_COUNTRY_CODE}${number}`;
}

/** Two-digit country code followed by 4 to 13 digits of subscriber number. */
export const ZStoredPhone = z
  .string()
  .regex(/^\d{2}\d{4,13}$/, messageKey('stores.validation.phone'))
  .nullable();
