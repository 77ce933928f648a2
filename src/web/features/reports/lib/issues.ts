import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** The first message per top-level field of a failed parse (messages are i18n keys). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    out[field] ??= issue.message;
  }
  return out;
}

/** The server's field issues of a refused save (`details: [{ path, key }]`), by field. */
export function serverIssuesByField(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details as { path?: string; key?: string; message?: string }[]) {
    const field = (d.path ?? '').split('.').pop() ?? '';
    out[field] ??= d.key ?? d.message ?? '';
  }
  return out;
}
