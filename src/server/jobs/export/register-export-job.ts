import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { createMailer } from '../../lib/mailer';
import { mailSenderOf } from '../../modules/system-settings/settings-read.public';
import { createExportJob } from './export-job';

/**
 * Runs the export job with the app; an accepted export request wakes it, so the file is built
 * at once instead of at the job's next poll.
 */
export function registerExportJob(
  app: FastifyInstance,
  deps: { config: TConfig; database: { db: TDb; pool: pg.Pool; ownerPool: pg.Pool } },
): void {
  const job = createExportJob({
    db: deps.database.db,
    pool: deps.database.pool,
    ownerPool: deps.database.ownerPool,
    mailer: createMailer(deps.config, { sender: mailSenderOf(deps.database.db) }),
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.method === 'POST' &&
      request.url === '/api/invoice/export' &&
      reply.statusCode < 300
    )
      job.wake();
  });
}
