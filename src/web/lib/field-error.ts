import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ZFieldIssue, type TFieldIssue } from '../../shared/errors';
import type { TTranslateAny } from '../../shared/error-key';
import type { TTranslationKey } from '../../shared/i18n/types';
import { ApiError } from './api-client';

// A shared schema's message is an i18n key (`errors.fields.required`); the POS API's are texts.
const KEY_SHAPE = /^[a-z]\w*(\.\w+)+$/;

/**
 * The text of a message that is a key `t` knows (its screen's texts are loaded with it), else
 * undefined: i18next answers an unknown key with the key itself.
 */
function keyText(message: string, t: TFunction, params?: TFieldIssue['params']) {
  if (!KEY_SHAPE.test(message)) return undefined;
  const text = (t as unknown as TTranslateAny)(message as TTranslationKey, params);
  return text === message ? undefined : text;
}

/** A form field's message: shared schemas carry i18n keys; any other text shows as it is. */
export function fieldErrorText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return keyText(message, t) ?? message;
}

/** One server field issue in the interface language: its key (with params), else its message. */
export function issueText(issue: TFieldIssue, t: TFunction): string {
  return (issue.key ? keyText(issue.key, t, issue.params) : undefined) ?? issue.message;
}

/** The field issues of a failed request (`details: [{ path, key?, message }]`), if any. */
export function serverFieldIssues(error: unknown): TFieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const issues = z.array(ZFieldIssue).safeParse(error.details);
  return issues.success ? issues.data : [];
}

/** The server's text for one body field of a form, if it named that field. */
export function serverFieldError(error: unknown, field: string, t: TFunction) {
  const issue = serverFieldIssues(error).find((i) => i.path === `body.${field}`);
  return issue ? issueText(issue, t) : undefined;
}
