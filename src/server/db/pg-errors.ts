import { fieldIssue } from '../../shared/error-text';
import { AppError } from '../lib/app-error';

/** node-postgres errors may arrive wrapped by drizzle (`cause`); read the SQLSTATE either way. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/** A taken e-mail is a field error of the form, not a server failure. */
export function emailTaken(path: string): AppError {
  return new AppError('VALIDATION_FAILED', [fieldIssue(path, 'errors.fields.emailTaken')]);
}
