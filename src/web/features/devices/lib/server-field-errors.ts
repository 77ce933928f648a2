import { serverFieldIssues } from '../../../lib/field-error';

/**
 * Field errors from a failed save, keyed by form field (the issue's i18n key, else its text):
 * `body.serialNumber` (request schema) and `serialNumber` (service rules, e.g. the 409 of a taken
 * serial number) both land on serialNumber.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of serverFieldIssues(error)) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if (field && !(field in out)) out[field] = issue.key ?? issue.message;
  }
  return out;
}
