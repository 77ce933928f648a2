import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

/**
 * The headers helmet's defaults set, with our content security policy: they depend on nothing in
 * the request (the app's page alone adds a nonce, spa.ts), so helmet's middleware runs once,
 * against a recorder, when the module loads.
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
  helmet({ contentSecurityPolicy: false })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
    },
  );
  return { ...headers, 'content-security-policy': CONTENT_SECURITY_POLICY };
}

/** The headers of every answer, those written below Fastify's replies too (client-errors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(helmetHeaders());

/**
 * The security headers on every reply: handed to the reply as one object (helmet's middleware on
 * every request set them on the raw response one by one). A route can still override one (the
 * document view's stricter policy, the app's page with its nonce).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
