import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { isValidTaxNo } from '../domain/tax-id';

const text = (max: number) => z.string().trim().max(max, messageKey('stores.validation.tooLong'));

/** Optional text: blank becomes null, so the database never holds empty strings. */
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** VKN (10) or TCKN (11) with the official checksums (domain.md), checked on both sides. */
export const ZStoreTaxNo = z
  .string()
  .trim()
  .refine((v) => isValidTaxNo(v), messageKey('stores.validation.taxNo'));

export const ZOptionalEmail = z
  .union([z.literal(''), z.email(messageKey('stores.validation.email'))])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** MERSİS numbers have 16 digits. */
export const ZMersisNo = z
  .union([z.literal(''), z.string().regex(/^\d{16}$/, messageKey('stores.validation.mersisNo'))])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const ZStoreName = text(200).min(2, messageKey('stores.validation.name'));
