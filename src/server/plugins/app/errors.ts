import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody } from '../../../shared/errors';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';

/** Fastify's own errors that are the client's fault, as ours. */
const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', { reason: 'body' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError('BAD_REQUEST', { reason: 'request' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('VALIDATION_FAILED'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('VALIDATION_FAILED'),
  FST_ERR_VALIDATION: () => new AppError('VALIDATION_FAILED'),
};

/** `{ code, message, details? }`; a 5xx keeps its details for the log only (house style). */
export function sendError(reply: FastifyReply, error: AppError) {
  const { code, message, details } = error;
  const shown = details === undefined || error.statusCode >= 500 ? {} : { details };
  const body: TErrorBody = { code, message, ...shown };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
        return sendError(reply, err);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const details = err.validation.map((v) =>
          fieldIssue(
            [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
            v.message ?? 'invalid',
          ),
        );
        return sendError(reply, new AppError('VALIDATION_FAILED', details));
      }
      const mapped = err.code ? FASTIFY_ERRORS[err.code] : undefined;
      if (mapped) return sendError(reply, mapped());
      if (err.statusCode === 429) {
        return sendError(reply, new AppError('RATE_LIMITED', { reason: 'requests' }));
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return sendError(reply, new AppError('BAD_REQUEST', { reason: 'request' }));
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, new AppError('INTERNAL'));
    },
  );
}
