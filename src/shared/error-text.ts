import type { TFieldIssue } from './errors';
import { flattenTranslations } from './i18n/flatten';
import { tr } from './i18n/tr';

// The server's side of the texts: it answers in Turkish and knows every area's texts, so it reads
// the whole map. The web app never imports this file (its texts load per screen: error-key.ts).

type TParams = Readonly<Record<string, unknown>>;

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
