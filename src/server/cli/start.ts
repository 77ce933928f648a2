import 'dotenv/config';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type TConfig } from '../config';
import { resolveGibDir } from '../documents/gib-dir';
import { gibSchematron } from '../documents/schematron/gib-schematron';
import { compileStylesheet } from '../documents/rendering/sef-compiler';
import { readDefaultXslt } from '../documents/ubl/default-xslt';
import { openDatabase } from '../db/database';
import { withSystemAccess } from '../db/data-context';
import { ensureReferenceData } from '../db/reference/ensure-reference-data';
import { upgradeLegacySecrets } from '../db/upgrade-legacy-secrets';
import { consoleLog } from './console-log';
import { ensureWebBuild } from './ensure-web-build';
import { listenHost, prepareFirstStart, usesDemoData } from './first-start';
import { startBanner } from './start-banner';

const log = (m: string) => console.log(`[posbelge] ${m}`);

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  ensureWebBuild(log);
  const database = await openDatabase(config, { log });
  log(
    database.embedded
      ? `Embedded PostgreSQL 15 ready (port ${config.embeddedPg.port}).`
      : 'Connected to DATABASE_URL.',
  );
  await ensureReferenceData(database.db);
  const secrets = await withSystemAccess('secret-upgrade', () =>
    upgradeLegacySecrets(database.db, config.secretKey, log),
  );
  if (secrets.upgraded > 0) log(`Bound ${secrets.upgraded} stored secrets to their rows (v2).`);
  const url = config.publicUrl;
  const demo = usesDemoData({ nodeEnv: config.nodeEnv, demo: process.argv.includes('--demo') });
  // The demo data's bulk load (COPY, index rebuilds) needs the owner's connection, not the app role's.
  const outcome = await prepareFirstStart(database.ownerPool, {
    nodeEnv: config.nodeEnv,
    demo,
    adminEmail: config.adminEmail,
    baseUrl: url,
    seedDocuments: config.seedDocuments,
    secretKey: config.secretKey,
    log,
  }).catch(async (e: unknown) => {
    await database.close().catch(() => undefined);
    throw e;
  });
  if (outcome.kind === 'demo-seeded') {
    log(`Demo data ready: ${outcome.documents} documents in ${(outcome.ms / 1000).toFixed(1)} s.`);
  }
  const logFile = config.nodeEnv === 'production' ? null : consoleLog(config.dataDir);
  const app = await buildApp({ config, database, ...(logFile ? { logStream: logFile } : {}) });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping …`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    log('Stopped; PostgreSQL shut down cleanly.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const host = listenHost(config.host, demo);
  await app.listen({ port: config.port, host });
  if (config.nodeEnv !== 'test') warmRendering(config);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(startBanner({ url, seconds, demo, outcome, host, logFile: logFile?.file ?? null }));
}

/**
 * Compiles GİB's rules (the pipeline's schematron check) and default stylesheets in the
 * background (tens of seconds once, then cached under DATA_DIR/cache), so neither the first
 * document sent nor the first one opened waits for that.
 */
function warmRendering(config: TConfig): void {
  const gibDir = resolveGibDir(config);
  void (async () => {
    if (config.pipeline.enabled && config.pipeline.schematron) {
      await gibSchematron(gibDir, config.cacheDir);
    }
    for (const kind of ['invoice', 'despatchAdvice'] as const) {
      const xslt = readDefaultXslt(gibDir, kind).toString('utf8');
      await compileStylesheet(xslt, { cacheDir: config.cacheDir });
    }
  })().catch((e: unknown) => log(`Stylesheet warm-up skipped: ${String(e)}`));
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
