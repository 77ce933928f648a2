import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldIssue } from '../../../shared/error-text';
import { unstorableTextPaths } from '../../../shared/text/storable-text';
import { AppError } from '../../lib/app-error';
import { sendError } from './errors';

const ISSUE_KEY = 'errors.fields.unstorableText';

function refuse(reply: FastifyReply, paths: readonly string[]) {
  const details = paths.map((path) => fieldIssue(path, ISSUE_KEY));
  return sendError(reply, new AppError('VALIDATION_FAILED', details));
}

/** The request's parts Fastify has parsed by the time its route's own hooks run. */
function unstorableBeforeRoute(request: FastifyRequest): string[] {
  return [
    ...unstorableTextPaths(request.params, 'params'),
    ...unstorableTextPaths(request.query, 'querystring'),
    ...unstorableTextPaths(request.headers, 'headers'),
  ];
}

/**
 * Text PostgreSQL cannot store (shared/text/storable-text.ts) is refused before anything reads it:
 * 400 VALIDATION_FAILED naming each field, as zod's field errors do, so no route has to think of
 * it and no statement fails on it. Params, query and headers are checked before the route's
 * guards (they may look a session or a device key up), the body once it is parsed. Cookies are
 * not: ours are signed, and refusing a stranger's would let a sibling domain lock users out.
 * Callback hooks, as in http-rules.ts: most requests pass.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const paths = unstorableBeforeRoute(request);
    if (paths.length === 0) return done();
    refuse(reply, paths);
  });
  app.addHook('preValidation', (request, reply, done) => {
    const paths = unstorableTextPaths(request.body, 'body');
    if (paths.length === 0) return done();
    refuse(reply, paths);
  });
}
