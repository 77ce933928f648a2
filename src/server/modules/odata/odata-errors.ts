import type { TErrorReason } from '../../../shared/errors';
import { ODATA_LIMITS } from '../../../shared/odata/odata-query';
import { AppError } from '../../lib/app-error';

export type TODataOption = '$filter' | '$orderby' | '$select' | '$expand' | '$search' | '$top';

/** A 400 with code ODATA_INVALID; `details` name the option and the part that cannot be used. */
export function odataError(
  reason: TErrorReason<'ODATA_INVALID'>,
  option: TODataOption,
  details: Record<string, string | number> = {},
): AppError<'ODATA_INVALID'> {
  return new AppError('ODATA_INVALID', { reason, option, ...details });
}

/** The parser's own message, cut short: enough to find the place, never an echo of the input. */
export function syntaxError(option: TODataOption, cause: unknown): AppError<'ODATA_INVALID'> {
  const message = cause instanceof Error ? cause.message : 'unreadable';
  const detail = /^(Unexpected character|Fail) at \d+$/.test(message) ? message : 'unreadable';
  return odataError('syntax', option, { detail });
}

export function tooComplex(option: TODataOption): AppError<'ODATA_INVALID'> {
  return odataError('tooComplex', option, {
    max: ODATA_LIMITS.maxOptionLength,
    maxDepth: ODATA_LIMITS.maxParenDepth,
    maxTerms: ODATA_LIMITS.maxTerms,
  });
}

/**
 * Parentheses nested deeper than the limit, outside string literals. Checked before the parser
 * runs: its time grows steeply with nesting (seconds at a few hundred levels, then a stack overflow).
 */
export function parenDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === '(') deepest = Math.max(deepest, ++depth);
    else if (!quoted && ch === ')') depth -= 1;
  }
  return deepest;
}
