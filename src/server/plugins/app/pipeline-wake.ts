import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates or changes documents the pipeline works on (a sale, a cancel, a resend). */
    queuesDocuments?: boolean;
  }
}

/**
 * Wakes the pipeline when a route that queues document work answered with success, so the new
 * work starts without waiting for the next poll; other requests leave it to its pace.
 */
export function registerPipelineWake(app: FastifyInstance, wake: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.queuesDocuments && reply.statusCode < 300) wake();
  });
}
