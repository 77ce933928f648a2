import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody, TErrorCode, TFieldIssue } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

const MESSAGES: Partial<Record<TErrorCode, string>> = {
  PAYLOAD_TOO_LARGE:
    'İstek gövdesi 1.048.576 baytı aşamaz. / The request body may not exceed 1,048,576 bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü. / Unsupported content type.',
  VALIDATION_FAILED: 'Geçersiz istek. / Invalid request.',
  RATE_LIMITED:
    'Çok fazla istek. Lütfen biraz sonra tekrar deneyin. / Too many requests, please try again later.',
  INTERNAL: 'Beklenmeyen bir hata oluştu. / An unexpected error occurred.',
};

export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  message: string,
  details?: unknown,
) {
  const error = new AppError(code, message, details);
  const body: TErrorBody = { code, message, ...(details === undefined ? {} : { details }) };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
        return sendError(reply, err.code, err.message, err.details);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const details: TFieldIssue[] = err.validation.map((v) => ({
          path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'invalid',
        }));
        return sendError(reply, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED ?? '', details);
      }
      const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
      if (mapped) return sendError(reply, mapped, MESSAGES[mapped] ?? err.message);
      if (err.statusCode === 429)
        return sendError(reply, 'RATE_LIMITED', MESSAGES.RATE_LIMITED ?? '');
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return sendError(reply, 'BAD_REQUEST', err.message);
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, 'INTERNAL', MESSAGES.INTERNAL ?? '');
    },
  );
}
