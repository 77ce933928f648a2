import { z } from 'zod';

/** Optional text from a form: blank means "not given" and is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `En fazla ${max} karakter. / At most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Bu alan zorunludur. / This field is required.')
    .max(max, `En fazla ${max} karakter. / At most ${max} characters.`);

export const ZEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Geçerli bir e-posta adresi girin. / Enter a valid e-mail address.'))
  .pipe(z.string().max(254));

const PHONE_MESSAGE =
  'Telefon ülke koduyla 10-15 rakam olmalıdır (ör. 905321234567). / ' +
  'The phone number needs 10-15 digits including the country code (e.g. 905321234567).';

/** Spec §3: the first two characters are the country code (default 90); spaces are ignored. */
export const optionalPhone = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/[\s()+-]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{10,15}$/, PHONE_MESSAGE)]))
  .transform((value) => (value ? value : null));
