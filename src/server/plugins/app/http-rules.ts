import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from './errors';

/** Spec §9: the API answers GET, POST, PUT and DELETE; HEAD and OPTIONS are kept for HTTP itself. */
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);
/** The methods a 405 names: HEAD and OPTIONS are not the API's. */
export const ALLOW_HEADER = 'GET, POST, PUT, DELETE';

/** A callback hook: an async one cost every request a promise and a microtask for nothing. */
export function registerHttpRules(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (ALLOWED.has(request.method)) return done();
    reply.header('allow', ALLOW_HEADER);
    sendError(reply, new AppError('METHOD_NOT_ALLOWED', { method: request.method }));
  });
}
