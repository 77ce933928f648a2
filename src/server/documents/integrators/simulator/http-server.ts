import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { SimulatorEngine } from './engine';
import type { TSimulatorCallContext } from './engine-types';
import { z } from 'zod';
import { ZSimulatorControl } from './control';
import { SimulatorControlError, transportFaultFor } from './faults';
import { WIRE_INPUTS, ZReceivedQuery, ZWireContext, type TWireOperation } from './wire';

// Long enough to outlast any client timeout; hung connections are cut when the service closes.
const HANG_MS = 10 * 60 * 1000;
// A signed invoice carries its XSLT in base64, base64 again on the wire.
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

  function route<S extends z.ZodType>(
    operation: TWireOperation,
    inputSchema: S,
    handler: (ctx: TSimulatorCallContext, input: z.output<S>) => unknown,
  ): void {
    app.post(`/api/${operation}`, async (request, reply) => {
      const body = ZWireBody.safeParse(request.body);
      const parsedInput = inputSchema.safeParse(body.data?.input);
      if (!body.success || !parsedInput.success) {
        const issues = body.error?.issues ?? parsedInput.error?.issues;
        return reply.code(400).send({ error: 'invalid request', issues });
      }
      const { context } = body.data;
      const input: z.output<S> = parsedInput.data;
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

  route('send', WIRE_INPUTS.send, (ctx, input) =>
    engine.send(ctx, {
      ettn: input.ettn,
      signedXml: Buffer.from(input.xmlBase64, 'base64').toString('utf8'),
    }),
  );
  // Questions about an ETTN wait for its sends still being processed (see afterSends).
  route('status', WIRE_INPUTS.status, (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.status(ettn)),
  );
  route('cancel', WIRE_INPUTS.cancel, (_ctx, input) =>
    engine.afterSends(input.ettn, () => engine.cancel(input.ettn, input)),
  );
  route('fetch-ubl', WIRE_INPUTS['fetch-ubl'], (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.fetchUbl(ettn)),
  );
  route('client-response', WIRE_INPUTS['client-response'], (_ctx, { ettn }) =>
    engine.afterSends(ettn, () => engine.clientResponse(ettn)),
  );
  route('taxpayer-lookup', WIRE_INPUTS['taxpayer-lookup'], (_ctx, input) =>
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
