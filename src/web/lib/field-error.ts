import { ApiError } from './api-client';
import { localizedServerMessage } from './error-message';

/** Shared schemas carry "Türkçe / English" messages; show the half of the interface language. */
export function localizeError(error: string | undefined, language: string) {
  return error ? localizedServerMessage(error, language) : undefined;
}

/** A server field error (`details: [{ path: 'body.x' }]`) for one form field, if any. */
export function serverFieldError(error: unknown, field: string, language: string) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    if (detail.path === `body.${field}` && typeof detail.message === 'string') {
      return localizedServerMessage(detail.message, language);
    }
  }
  return undefined;
}
