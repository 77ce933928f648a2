import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/** Text to show for a failed request: the server's own message when it sent one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message) return error.message;
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
  }
  return t('errors.unexpected.message');
}
