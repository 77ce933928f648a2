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

/** List paging shared by the tenant and user lists (spec §9: page 1, size 10). */
export const ZPageQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  searchText: z.string().trim().max(100).optional(),
});

export const ZQueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Spec §3 list response: list, currentPage, pageSize, rowCount, pageCount. */
export const listPage = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    rowCount: z.number().int(),
    pageCount: z.number().int(),
  });

export const pageCount = (rowCount: number, pageSize: number) =>
  Math.max(1, Math.ceil(rowCount / pageSize));
