import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ZFieldIssue, type TFieldIssue } from '../../shared/errors';
import { isTranslationKey, type TTranslateAny } from '../../shared/error-text';
import { ApiError } from './api-client';

/** A form field's message: shared schemas carry i18n keys; any other text shows as it is. */
export function fieldErrorText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return isTranslationKey(message) ? (t as unknown as TTranslateAny)(message) : message;
}

/** One server field issue in the interface language: its key (with params), else its message. */
export function issueText(issue: TFieldIssue, t: TFunction): string {
  const translate = t as unknown as TTranslateAny;
  return issue.key && isTranslationKey(issue.key)
    ? translate(issue.key, issue.params)
    : issue.message;
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
