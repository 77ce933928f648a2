import { ERROR_CATALOGUE, type TErrorCode } from './errors';
import type { TTranslationKey } from './i18n/types';

type TParams = Readonly<Record<string, unknown>>;

// No texts here: the web app shows an error through its loaded maps, the server through
// error-text.ts (the whole Turkish map).

/** The i18n key of an error's text: `errors.codes.<CODE>`, or `….<reason>` for a code with reasons. */
export function errorTextKey(code: TErrorCode, details?: unknown): TTranslationKey {
  const entry = ERROR_CATALOGUE[code] as { reasons?: readonly string[] };
  if (!entry.reasons) return `errors.codes.${code}` as TTranslationKey;
  const reason = paramsOf(details)?.reason;
  return typeof reason === 'string' && entry.reasons.includes(reason)
    ? (`errors.codes.${code}.${reason}` as TTranslationKey)
    : 'errors.unexpected.message';
}

export function isErrorCode(code: string): code is TErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** Details as interpolation values when they are an object (field issue lists are not). */
export function paramsOf(details: unknown): TParams | undefined {
  return details && typeof details === 'object' && !Array.isArray(details)
    ? (details as TParams)
    : undefined;
}

/**
 * `t` for a key known only at run time: i18next's types want each key's own placeholders, which a
 * key chosen from a code or a field issue cannot name statically.
 */
export type TTranslateAny = (
  key: TTranslationKey,
  params?: Readonly<Record<string, unknown>>,
) => string;
