import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/**
 * The server writes its messages as "Türkçe metin. / English text."; show the half that matches
 * the interface language, or the whole text when it is not in that form.
 */
export function localizedServerMessage(message: string, language: string): string {
  const parts = message.split(' / ');
  if (parts.length !== 2) return message;
  const [turkish = message, english = message] = parts;
  return language === 'en' ? english : turkish;
}

/** Text to show for a failed request: the server's own message when it sent one. */
export function errorMessage(error: unknown, t: TFunction, language = 'tr'): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message) return localizedServerMessage(error.message, language);
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
  }
  return t('errors.unexpected.message');
}
