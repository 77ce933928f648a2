import {
  errorStatus,
  type TErrorCode,
  type TErrorReason,
  type TFieldIssue,
} from '../../shared/errors';
import { errorTextKey, paramsOf } from '../../shared/error-key';
import { turkishText } from '../../shared/error-text';

type TDetailsObject = Readonly<Record<string, unknown>>;

/**
 * A code with reasons needs `{ reason }` (it picks the text); any other code takes optional
 * details: an object or the field issues. Never a string, so an old `(code, message)` call fails.
 */
export type TAppErrorDetails<C extends TErrorCode> = [TErrorReason<C>] extends [never]
  ? [details?: TDetailsObject | readonly TFieldIssue[]]
  : [details: TDetailsObject & { reason: TErrorReason<C> }];

export class AppError<C extends TErrorCode = TErrorCode> extends Error {
  readonly code: C;
  readonly details: unknown;

  constructor(code: C, ...[details]: TAppErrorDetails<C>) {
    // The catalogue's Turkish text is the message (tr is the default language).
    super(turkishText(errorTextKey(code, details), paramsOf(details)) ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return errorStatus(this.code);
  }
}
