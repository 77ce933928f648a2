import 'dotenv/config';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type TConfig } from '../config';
import { resolveGibDir } from '../documents/gib-dir';
import { compileStylesheet } from '../documents/rendering/sef-compiler';
import { readDefaultXslt } from '../documents/ubl/default-xslt';
import { openDatabase } from '../db/database';
import { ensureReferenceData } from '../db/reference/ensure-reference-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { isSeeded, seedDemoData } from '../db/seed/seed';
import { ensureWebBuild } from './ensure-web-build';

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
  // The demo data's bulk load (COPY, index rebuilds) needs the owner's connection, not the app role's.
  if (!(await isSeeded(database.ownerPool))) {
    log(`First start: generating demo data (${config.seedDocuments} documents) …`);
    const res = await seedDemoData(database.ownerPool, {
      documents: config.seedDocuments,
      seed: 1,
      log,
      secretKey: config.secretKey,
    });
    log(`Demo data ready: ${res.documents} documents in ${(res.ms / 1000).toFixed(1)} s.`);
  }
  const app = await buildApp({ config, database });
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

  await app.listen({ port: config.port, host: config.host });
  if (config.nodeEnv !== 'test') warmRendering(config);
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `posbelge is ready in ${seconds} s: ${url}`,
      '',
      `Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.role}`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

/**
 * Compiles GİB's default stylesheets in the background (tens of seconds once, then cached under
 * DATA_DIR/cache), so the first document someone opens renders without that wait.
 */
function warmRendering(config: TConfig): void {
  const gibDir = resolveGibDir(config);
  void (async () => {
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
