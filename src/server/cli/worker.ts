import 'dotenv/config';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { withSystemAccess } from '../db/data-context';
import { upgradeLegacySecrets } from '../db/upgrade-legacy-secrets';
import { closeRenderer } from '../documents/rendering/close-renderer';
import { createPipeline } from '../jobs/pipeline';
import { createExportJob } from '../jobs/export/export-job';
import { createMailer } from '../lib/mailer';
import { startDocumentCountsRollUp } from '../modules/invoice/document-counts.public';
import { startTaxpayerStatusPoller } from '../modules/integrator/taxpayer-status-poller.public';
import { mailSenderOf } from '../modules/system-settings/settings-read.public';

/**
 * `npm run worker`: pipeline workers without the HTTP server, for installs that scale the
 * pipeline separately from the web nodes (docs/operations.md). Needs DATABASE_URL or the
 * embedded database of a running `npm start`.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  await withSystemAccess('secret-upgrade', () =>
    upgradeLegacySecrets(database.db, config.secretKey, (m) => log.warn(m)),
  );
  const pipeline = createPipeline({
    db: database.db,
    pool: database.pool,
    config,
    log,
  });
  const exportJob = createExportJob({
    db: database.db,
    pool: database.pool,
    ownerPool: database.ownerPool,
    mailer: createMailer(config, { sender: mailSenderOf(database.db) }),
    publicUrl: config.publicUrl,
    log,
  });
  await pipeline.start();
  await exportJob.start();
  // As in the app with the pipeline on: otherwise an install whose web nodes run without the
  // pipeline would never fold the count deltas.
  const stopRollUp = startDocumentCountsRollUp(database.db, log);
  const stopTaxpayerPoll = startTaxpayerStatusPoller({
    db: database.db,
    config,
    log,
    everySeconds: config.taxpayerStatusPollSeconds,
  });
  log.info({ concurrency: config.pipeline.concurrency }, 'pipeline worker started');
  const stop = async () => {
    // Logged first: the graceful stop below may end the process before it returns.
    log.info({ stepsRun: pipeline.stepsRun() }, 'pipeline worker stopping');
    stopRollUp();
    stopTaxpayerPoll();
    await pipeline.stop();
    await exportJob.stop();
    await closeRenderer();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
