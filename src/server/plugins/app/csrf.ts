import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Cross-site request forgery: a browser attaches the session cookie to requests another site
 * makes, so state changes without an Authorization header (the cookie is their only credential)
 * must come from our own pages. Bearer and POS device requests carry their credential explicitly
 * and are exempt. `Sec-Fetch-Site` decides when the browser sends it: `same-origin` and `none` (the
 * user's own navigation) pass, `same-site` is refused too, since a sibling subdomain is another
 * party that SameSite=Lax cookies do not keep out. Older browsers send only `Origin`: it must be
 * PUBLIC_URL's origin or the origin the request was addressed to.
 */
export function registerCsrfCheck(app: FastifyInstance, config: { publicUrl: string }): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    const exempt =
      !STATE_CHANGING.has(request.method) || request.headers.authorization !== undefined;
    done(
      exempt || fromOwnPages(request, publicOrigin)
        ? undefined
        : new AppError('FORBIDDEN', { reason: 'crossSite' }),
    );
  });
}

function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
