import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { SimulatorEngine } from './engine';
import type { TSimulatorCallContext } from './engine-types';
import { z } from 'zod';
import { ZSimulatorControl } from './control';
import { SimulatorControlError, transportFaultFor } from './faults';
import {
  CONTEXT_HEADER,
  decodeContextHeader,
  WIRE_INPUTS,
  ZReceivedQuery,
  ZWireContext,
  type TWireOperation,
} from './wire';

// Long enough to outlast any client timeout; hung connections are cut when the service closes.
const HANG_MS = 10 * 60 * 1000;
// A signed invoice carries its XSLT in base64.
const BODY_LIMIT = 32 * 1024 * 1024;
const ZWireBody = z.object({ context: ZWireContext, input: z.unknown() });

/** The simulator engine as its own HTTP service (`npm run simulator`). */
export async function buildSimulatorServer(opts: {
  engine: SimulatorEngine;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const { engine } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
  });
  // A send's body is the document: kept as the bytes that arrived.
  app.addContentTypeParser('application/xml', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const hungSockets = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const socket of hungSockets) socket.destroy();
  });

  // Timeout: the request is taken and never answered; the client's own timeout has to fire.
  const hangUp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const socket = request.raw.socket;
    const timer = setTimeout(() => socket.destroy(), HANG_MS);
    timer.unref();
    hungSockets.add(socket);
    socket.once('close', () => {
      clearTimeout(timer);
      hungSockets.delete(socket);
    });
  };

  // Offline: the connection is dropped without an answer, as a dead host's would be.
  const dropConnection = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    request.raw.socket.destroy();
  };

  type TRead<T> =
    { ok: true; context: z.output<typeof ZWireContext>; input: T } | { ok: false; issues: unknown };

  /** A JSON call: `{ context, input }`. */
  const jsonCall =
    <S extends z.ZodType>(schema: S) =>
    (request: FastifyRequest): TRead<z.output<S>> => {
      const body = ZWireBody.safeParse(request.body);
      const input = schema.safeParse(body.data?.input);
      if (!body.success || !input.success) {
        return { ok: false, issues: body.error?.issues ?? input.error?.issues };
      }
      return { ok: true, context: body.data.context, input: input.data };
    };

  /** A send: the document as the body, the ETTN in the query, the context in its header. */
  const sendCall = (request: FastifyRequest): TRead<{ ettn: string; signedXml: string }> => {
    const query = WIRE_INPUTS.send.safeParse(request.query);
    const context = decodeContextHeader(request.headers[CONTEXT_HEADER]);
    if (!query.success || !context || !Buffer.isBuffer(request.body)) {
      return { ok: false, issues: query.error?.issues ?? 'a send needs its document and context' };
    }
    const input = { ettn: query.data.ettn, signedXml: request.body.toString('utf8') };
    return { ok: true, context, input };
  };

  function route<T>(
    operation: TWireOperation,
    read: (request: FastifyRequest) => TRead<T>,
    handler: (ctx: TSimulatorCallContext, input: T) => unknown,
  ): void {
    app.post(`/api/${operation}`, async (request, reply) => {
      const call = read(request);
      if (!call.ok) return reply.code(400).send({ error: 'invalid request', issues: call.issues });
      const { context, input } = call;
      const ctx: TSimulatorCallContext = {
        docType: context.docType,
        supplierTaxNo: context.supplierTaxNo,
        integratorOptions: context.integratorOptions,
      };
      const fault = transportFaultFor(engine.faults, ctx.integratorOptions);
      if (fault?.kind === 'offline') return dropConnection(request, reply);
      if (fault?.kind === 'timeout') {
        if (fault.process) await handler(ctx, input);
        return hangUp(request, reply);
      }
      if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs));
      return handler(ctx, input);
    });
  }

  route('send', sendCall, (ctx, input) => engine.send(ctx, input));
  // Questions about an ETTN wait for its sends still being processed (see afterSends).
  route('status', jsonCall(WIRE_INPUTS.status), (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.status(ettn)),
  );
  route('cancel', jsonCall(WIRE_INPUTS.cancel), (_ctx, input) =>
    engine.afterSends(input.ettn, () => engine.cancel(input.ettn, input)),
  );
  route('fetch-ubl', jsonCall(WIRE_INPUTS['fetch-ubl']), (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.fetchUbl(ettn)),
  );
  route('client-response', jsonCall(WIRE_INPUTS['client-response']), (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.clientResponse(ettn)),
  );
  route('taxpayer-lookup', jsonCall(WIRE_INPUTS['taxpayer-lookup']), (_ctx, input) =>
    engine.taxpayerLookup(input.taxNo),
  );

  app.post('/control', async (request, reply) => {
    const command = ZSimulatorControl.safeParse(request.body);
    if (!command.success) {
      return reply.code(400).send({ error: 'invalid command', issues: command.error.issues });
    }
    try {
      return engine.control(command.data);
    } catch (err) {
      if (err instanceof SimulatorControlError) return reply.code(409).send({ error: err.message });
      throw err;
    }
  });

  app.get('/received', async (request, reply) => {
    const query = ZReceivedQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'invalid query' });
    if (query.data.ettn) return engine.receivedRecord(query.data.ettn);
    const records = engine.receivedRecords();
    return { total: records.length, records };
  });

  app.get('/health', async () => ({
    ok: true,
    now: engine.clock.now(),
    clockSpeed: engine.clock.speed,
    transport: engine.faults.transport,
    documents: engine.documents.size,
  }));

  return app;
}
