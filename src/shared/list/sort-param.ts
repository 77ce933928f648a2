import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

export type TSortDirection = 'asc' | 'desc';
export type TSort<F extends string> = { field: F; direction: TSortDirection };

/**
 * A single-column sort `field:asc|desc` over the fields a list can order by (spec §2). An unknown
 * field or direction is a validation error: the column list is the API's contract.
 */
export function ZSortParam<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .string()
    .refine((raw) => parseSort(raw, fields) !== null, messageKey('validation.listSort'))
    .transform((raw) => parseSort(raw, fields) as TSort<F[number]>);
}

/** `field:asc|desc` over `fields`, or null for anything else. */
export function parseSort<F extends string>(raw: string, fields: readonly F[]): TSort<F> | null {
  const [field, direction, ...rest] = raw.split(':');
  if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) return null;
  const known = fields.find((f) => f === field);
  return known === undefined ? null : { field: known, direction };
}
