import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../shared/errors';
import { ZPosSaleAccepted, ZPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type pg from 'pg';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import type { TDeviceIdentity } from '../device/device.public';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { authenticateDevice, createDeviceAuthCache } from './pos-device-auth';
import { createSaleIngestor } from './pos-sale.service';

declare module 'fastify' {
  interface FastifyRequest {
    device?: TDeviceIdentity;
  }
}

/**
 * The POS API: devices authenticate with their credential, never with a user session. `now` is
 * the clock sale times are checked against; `pool` is the app pool `db` runs on (batches of
 * sales run on it as prepared statements).
 */
export const posRoutes =
  (deps: { db: TDb; pool: pg.Pool; secretKey: Buffer; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const ingestor = createSaleIngestor(deps);
    const authCache = createDeviceAuthCache();
    app.post(
      '/api/pos/sale-transactions',
      {
        config: { queuesDocuments: true },
        // Authentication and the key are checked before the body, so a stranger learns nothing.
        onRequest: async (request) => {
          // The credential names its tenant, so finding it looks across tenants.
          request.device = await withSystemAccess('pos-device-auth', () =>
            authenticateDevice(deps.db, request, deps.secretKey, authCache),
          );
          request.dataContext = {
            kind: 'tenant',
            tenantId: request.device.tenantId,
            userId: null,
          };
          idempotencyKeyOf(request);
        },
        schema: {
          tags: ['POS'],
          summary: 'Post a sale; creates its document with the next number of the store series',
          description:
            'Headers: `Authorization: Device <credential>` (or `X-Device-Key`), `Idempotency-Key` (the device transaction id). ' +
            '`transactionTime` may not be in the future nor older than the back-dating limit (400 `SALE_TIME_OUT_OF_RANGE`). See docs/pos-api.md.',
          body: ZPosSaleTransaction,
          response: {
            200: ZPosSaleAccepted,
            201: ZPosSaleAccepted,
            400: ZErrorBody,
            401: ZErrorBody,
            422: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const device = request.device;
        if (!device)
          throw new AppError('INTERNAL', { cause: 'The device authentication hook did not run.' });
        const result = await ingestor.ingest(
          device,
          idempotencyKeyOf(request),
          request.body,
          deps.now(),
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(result.replayed ? 200 : 201).send(result.body);
      },
    );
  };
