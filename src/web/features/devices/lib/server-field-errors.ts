import { z } from 'zod';
import { ZFieldIssue } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-client';

/**
 * Field errors from a failed save, keyed by form field: `body.serialNumber` (request schema) and
 * `serialNumber` (service rules, e.g. the 409 of a taken serial number) both land on serialNumber.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = z.array(ZFieldIssue).safeParse(error.details);
  if (!issues.success) return {};
  const out: Record<string, string> = {};
  for (const issue of issues.data) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
