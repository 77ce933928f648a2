import type { TFunction } from 'i18next';
import { errorTextKey, isErrorCode, paramsOf, type TTranslateAny } from '../../shared/error-key';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/** Text for a failed request: its code's translation (errors.codes.*), filled from its details. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
    if (isErrorCode(error.code)) {
      const key = errorTextKey(error.code, error.details);
      const text = (t as unknown as TTranslateAny)(key, paramsOf(error.details));
      // i18next answers a text it does not have with its key: one of the areas' errors on a
      // screen that has not loaded them. The server's own (Turkish) message says it then.
      if (text !== key) return text;
    }
    // A code this build does not know (a newer server): its own (Turkish) message.
    if (error.fromServer && error.message) return error.message;
  }
  return t('errors.unexpected.message');
}
