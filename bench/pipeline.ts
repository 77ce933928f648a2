import pg from 'pg';
import { buildApp, type TAppDeps } from '../src/server/app';
import { loadConfig, type TConfig } from '../src/server/config';
import { createAppPool } from '../src/server/db/app-pool';
import { createDb, createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { resolveGibDir } from '../src/server/documents/gib-dir';
import { sharedSimulatorEngine } from '../src/server/documents/integrators/get-integrator-plugin';
import { signUbl } from '../src/server/documents/signing/sign-ubl';
import { getTenantSigningMaterial } from '../src/server/documents/signing/tenant-signing-material';
import { readDocumentFile } from '../src/server/documents/document-file.repository';
import { buildDocumentFiles } from '../src/server/documents/document-files.service';
import { createPipelineTenant } from '../src/server/jobs/pipeline-fixtures.test-support';
import { deviceHeaders, saleBody } from '../src/server/modules/pos/pos.test-support';

const DEVICES = 8;
const SALES = Number(process.env.BENCH_PIPELINE_SALES ?? 800);
const SIGNATURES = 100;

/**
 * Issue 5: sales/s for ingestion alone (8 devices posting over HTTP, pipeline off), documents/s
 * for the full pipeline (build, sign, validate, store, send to the in-process simulator, follow
 * to 1300) and signatures/s for signing alone. Runs in a scratch database on the same server.
 */
export async function benchPipeline(ctx: { url: string }): Promise<void> {
  const name = `posbelge_bench_${process.pid}`;
  const adminUrl = withDatabase(ctx.url, 'postgres');
  await onAdmin(adminUrl, `create database ${name}`);
  const url = withDatabase(ctx.url, name);
  const pool = createPool(url, 20);
  const appPool = createAppPool(url, 20);
  try {
    await runMigrations(pool);
    const db = createDb(pool);
    await ensureReferenceData(db);
    const base = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
    const setup = await createPipelineTenant(db, base.secretKey, DEVICES);

    // The app runs as in production: on the RLS-bound role's pool; set-up and checks use the owner's.
    const database = { pool: appPool, db: createDb(appPool), ownerPool: pool };
    const ingest = await runIngestion(base, database, setup.credentials);
    console.log(
      `ingestion: ${SALES} sales by ${DEVICES} devices in ${(ingest / 1000).toFixed(1)} s = ${((SALES * 1000) / ingest).toFixed(0)} sales/s`,
    );
    const full = await runPipeline(base, database, setup.tenantId);
    console.log(
      `full pipeline: ${SALES} documents in ${(full.ms / 1000).toFixed(1)} s = ${((SALES * 1000) / full.ms).toFixed(1)} documents/s (${full.ok} reached 1300, concurrency ${base.pipeline.concurrency})`,
    );
    const sig = await runSigning(base, pool, setup.tenantId);
    console.log(
      `signing alone: ${SIGNATURES} signatures of a ${(sig.bytes / 1024).toFixed(0)} KiB invoice in ${(sig.ms / 1000).toFixed(2)} s = ${((SIGNATURES * 1000) / sig.ms).toFixed(1)} signatures/s`,
    );
  } finally {
    await appPool.end();
    await pool.end();
    await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function runIngestion(
  base: TConfig,
  database: TAppDeps['database'],
  credentials: string[],
): Promise<number> {
  const config = { ...base, pipeline: { ...base.pipeline, enabled: false } };
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const perDevice = Math.ceil(SALES / credentials.length);
  // Sale times are checked against the clock: the fixtures' fixed day would be refused later on.
  const transactionTime = new Date().toISOString();
  const t0 = performance.now();
  await Promise.all(
    credentials.map(async (credential, d) => {
      for (let i = 0; i < perDevice && d * perDevice + i < SALES; i++) {
        const key = `bench-${d}-${i}`;
        const res = await fetch(`${address}/api/pos/sale-transactions`, {
          method: 'POST',
          headers: { ...deviceHeaders(credential, key), 'content-type': 'application/json' },
          body: JSON.stringify(saleBody(key, undefined, { transactionTime })),
        });
        if (res.status !== 201) throw new Error(`sale refused: ${res.status} ${await res.text()}`);
      }
    }),
  );
  const ms = performance.now() - t0;
  await app.close();
  return ms;
}

async function runPipeline(base: TConfig, database: TAppDeps['database'], tenantId: string) {
  const config = { ...base, pipeline: { ...base.pipeline, enabled: true, pollSeconds: 0.2 } };
  sharedSimulatorEngine(resolveGibDir(config)).control({ action: 'speed', factor: 1000 });
  const app = await buildApp({ config, database, logger: false });
  const t0 = performance.now();
  await app.ready();
  for (;;) {
    const { rows } = await database.ownerPool.query<{ open: number; ok: number }>(
      `select count(*) filter (where pipeline_step is not null)::int as open,
              count(*) filter (where gib_status_code = 1300)::int as ok
         from documents where tenant_id = $1`,
      [tenantId],
    );
    if (rows[0]?.open === 0) {
      const ms = performance.now() - t0;
      await app.close();
      return { ms, ok: rows[0].ok };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function runSigning(base: TConfig, pool: pg.Pool, tenantId: string) {
  const db = createDb(pool);
  const { rows } = await pool.query<{ id: string }>(
    'select id from documents where tenant_id = $1 limit 1',
    [tenantId],
  );
  const ref = { tenantId, documentId: rows[0]?.id ?? '' };
  await buildDocumentFiles({ db, config: base }, ref);
  const unsigned = (await readDocumentFile(db, ref, 'ubl'))?.content.toString('utf8') ?? '';
  const material = await getTenantSigningMaterial(db, tenantId, base.secretKey);
  await signUbl(unsigned, material);
  const t0 = performance.now();
  for (let i = 0; i < SIGNATURES; i++) await signUbl(unsigned, material);
  return { ms: performance.now() - t0, bytes: Buffer.byteLength(unsigned) };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
