import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { verifyParsedUblSignature } from '../../../signing/verify-signature';
import { SOAP_CONTENT_TYPE } from '../soap/envelope';
import { AUTH_HANDLERS } from './auth-handlers';
import { registerDoubleControl } from './double-control';
import { DoubleState } from './double-state';
import { dispatch, type TDoubleContext } from './dispatch';
import { EARSIV_HANDLERS } from './earsiv-handlers';
import { EFATURA_HANDLERS } from './efatura-handlers';
import { EIRSALIYE_HANDLERS } from './eirsaliye-handlers';
import { ESMM_HANDLERS } from './esmm-handlers';
import { readWsdlCatalogue, type TWsdlService } from './wsdl-catalogue';

const HANG_MS = 10 * 60 * 1000;
// Above İzibiz's 5 MB, so the double itself answers 10010 for a request that is too large.
const BODY_LIMIT = 64 * 1024 * 1024;
const BODY_ELEMENT = /<(?:[\w-]+:)?Body\b[^>]*>\s*<(?:[\w-]+:)?([\w-]+)/;

export type TIzibizDoubleOptions = {
  integratorsDir: string;
  gibDir: string;
  state?: DoubleState;
  logger?: boolean;
};

export type TIzibizDouble = { app: FastifyInstance; state: DoubleState };

function operationOf(service: TWsdlService, text: string): string | null {
  const element = BODY_ELEMENT.exec(text.slice(0, 4096))?.[1];
  return element ? (service.operations.get(element)?.name ?? null) : null;
}

/**
 * İzibiz as a stand-in: its SOAP services at the paths of its WSDLs, answering as its
 * documentation says, every request and answer checked against its published schemas, and told
 * through POST /control to misbehave (slow, 5xx, malformed answers, connections cut after it
 * took a request, errors on demand).
 */
export async function buildIzibizDouble(opts: TIzibizDoubleOptions): Promise<TIzibizDouble> {
  const state = opts.state ?? new DoubleState();
  const ctx: TDoubleContext = {
    state,
    opts: {
      integratorsDir: opts.integratorsDir,
      gibDir: opts.gibDir,
      verifySignature: verifyParsedUblSignature,
    },
    handlers: {
      ...AUTH_HANDLERS,
      ...EARSIV_HANDLERS,
      ...EFATURA_HANDLERS,
      ...EIRSALIYE_HANDLERS,
      ...ESMM_HANDLERS,
    },
  };
  const services = readWsdlCatalogue(opts.integratorsDir);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
  });
  app.addContentTypeParser(
    ['text/xml', 'application/soap+xml'],
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  );
  const hung = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const socket of hung) socket.destroy();
  });
  const hangUp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const socket = request.raw.socket;
    const timer = setTimeout(() => socket.destroy(), HANG_MS);
    timer.unref();
    hung.add(socket);
    socket.once('close', () => {
      clearTimeout(timer);
      hung.delete(socket);
    });
  };

  for (const service of services) {
    app.post(service.path, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      const fault = state.faults.takeTransport(operationOf(service, text) ?? '');
      if (fault?.kind === 'http-error') {
        return reply
          .code(fault.status)
          .type('text/html')
          .send('<html><body>Bad Gateway</body></html>');
      }
      if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault?.kind === 'timeout' && !fault.process) return hangUp(request, reply);
      const result = await dispatch(ctx, service, text);
      if (fault?.kind === 'timeout') return hangUp(request, reply);
      if (fault?.kind === 'cut') {
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      if (fault?.kind === 'malformed') {
        return reply
          .code(200)
          .type(SOAP_CONTENT_TYPE)
          .send('<html>Service Temporarily Unavailable');
      }
      return reply.code(result.status).type(SOAP_CONTENT_TYPE).send(result.body);
    });
  }
  registerDoubleControl(app, state);
  return { app, state };
}
