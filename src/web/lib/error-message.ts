import type { TFunction } from 'i18next';
import { errorTextKey, isErrorCode, paramsOf, type TTranslateAny } from '../../shared/error-key';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/** Text for a failed request: its code's translation (errors.codes.*), filled from its details. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
    if (isErrorCode(error.code)) {
      const translate = t as unknown as TTranslateAny;
      return translate(errorTextKey(error.code, error.details), paramsOf(error.details));
    }
    // A code this build does not know (a newer server): its own (Turkish) message.
    if (error.fromServer && error.message) return error.message;
  }
  return t('errors.unexpected.message');
}
