import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from './errors';

/** Spec §9: the API answers GET, POST, PUT and DELETE; HEAD and OPTIONS are kept for HTTP itself. */
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

export function registerHttpRules(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!ALLOWED.has(request.method)) {
      reply.header('allow', 'GET, POST, PUT, DELETE');
      return sendError(reply, new AppError('METHOD_NOT_ALLOWED', { method: request.method }));
    }
  });
}
