import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/** Optional text from a form: blank means "not given" and is stored as null. */
/** The lengths the forms use, each with its message (errors.fields.max<N>). */
type TMaxLength = 100 | 200 | 500;
const tooLong = (max: TMaxLength) => messageKey(`errors.fields.max${max}`);

export const optionalText = (max: TMaxLength) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => (value ? value : null));

export const requiredText = (max: TMaxLength) =>
  z.string().trim().min(1, messageKey('errors.fields.required')).max(max, tooLong(max));

export const ZEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(messageKey('errors.fields.email')))
  .pipe(z.string().max(254));

const PHONE_MESSAGE = messageKey('errors.fields.phone');

/** Spec §3: the first two characters are the country code (default 90); spaces are ignored. */
export const optionalPhone = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/[\s()+-]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{10,15}$/, PHONE_MESSAGE)]))
  .transform((value) => (value ? value : null));
