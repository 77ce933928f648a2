import { ERROR_CATALOGUE, type TErrorCode, type TFieldIssue } from './errors';
import { flattenTranslations } from './i18n/flatten';
import { tr } from './i18n/tr';
import type { TTranslationKey } from './i18n/types';

type TParams = Readonly<Record<string, unknown>>;

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

let trFlat: Record<string, string> | undefined;

/** The Turkish text of a key, `{{name}}` filled from params; undefined for an unknown key. */
export function turkishText(key: string, params?: TParams): string | undefined {
  trFlat ??= flattenTranslations(tr);
  const text = trFlat[key];
  return text === undefined ? undefined : interpolate(text, params);
}

export function interpolate(text: string, params?: TParams): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/**
 * A field problem: a message that is an i18n key travels as `key` with its Turkish text as
 * `message` (params fill its placeholders); any other message (the POS API's) stays as it is.
 */
export function fieldIssue(
  path: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): TFieldIssue {
  const text = turkishText(message, params);
  if (text === undefined) return { path, message };
  return { path, key: message, ...(params ? { params: { ...params } } : {}), message: text };
}

/** True for a dotted key of the translation maps (a schema message that is a key, not text). */
export function isTranslationKey(text: string): text is TTranslationKey {
  trFlat ??= flattenTranslations(tr);
  return Object.hasOwn(trFlat, text);
}

/**
 * `t` for a key known only at run time: i18next's types want each key's own placeholders, which a
 * key chosen from a code or a field issue cannot name statically.
 */
export type TTranslateAny = (
  key: TTranslationKey,
  params?: Readonly<Record<string, unknown>>,
) => string;
