import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers helmet's defaults set: they depend on nothing in the request (no nonce), so
 * helmet's middleware runs once, against a recorder, when the app is built.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

/** The headers of every answer, those written below Fastify's replies too (client-errors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(helmetHeaders());

/**
 * helmet's security headers, its defaults, on every reply: handed to the reply as one object (its
 * middleware on every request set them on the raw response one by one). A route can still
 * override one (the document view's stricter policy).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
