import { ERROR_STATUS, type TErrorCode } from '../../shared/errors';

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: unknown;

  constructor(code: TErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
