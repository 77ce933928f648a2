import { z } from 'zod';

function hasControlChars(value: string): boolean {
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}

/** Free text as the device sends it: trimmed, not empty, no control characters (they break XML). */
export const posText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !hasControlChars(v), 'contains control characters');

/** Money: a decimal string, never a JSON number, so no float ever touches it (spec §3: 2 digits). */
export const ZPosAmount = z
  .string()
  .regex(
    /^\d{1,13}(\.\d{1,2})?$/,
    'must be a non-negative amount with at most 2 decimals, e.g. "12.50"',
  );

/** Cash rounding may go either way. */
export const ZPosSignedAmount = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimals, e.g. "-0.25"');

export const ZPosPercent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage with at most 2 decimals, e.g. "20"')
  .refine((v) => Number(v) <= 100, 'must be at most 100');

/** Matches the database columns: quantity numeric(18,3), unit price numeric(18,4). */
export const ZPosQuantity = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,3})?$/, 'must be a decimal with at most 3 decimals, e.g. "1.5"')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
export const ZPosUnitPrice = z
  .string()
  .regex(/^\d{1,14}(\.\d{1,4})?$/, 'must be a decimal with at most 4 decimals, e.g. "9.9900"');

export const ZPosExchangeRate = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, 'must be a decimal with at most 6 decimals, e.g. "35.1234"')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');

export const ZPosDate = z.iso.date({ message: 'must be a date like 2026-11-22' });
export const ZPosTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'must be a time like 14:05:00');

/** Postal address parts of spec §3 (customer/store fields). */
export const ZPosAddress = z.object({
  room: posText(50).optional(),
  streetName: posText(200).optional(),
  buildingName: posText(100).optional(),
  buildingNumber: posText(20).optional(),
  citySubdivisionName: posText(100).optional(),
  cityName: posText(100).optional(),
  postalZone: posText(20).optional(),
  countryName: posText(100).optional(),
});
export type TPosAddress = z.infer<typeof ZPosAddress>;
