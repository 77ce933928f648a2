import os from 'node:os';
import type pg from 'pg';
import { buildApp, type TAppDeps } from '../src/server/app';
import { loadConfig, type TConfig } from '../src/server/config';
import { createDb } from '../src/server/db/database';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { signUbl } from '../src/server/documents/signing/sign-ubl';
import { getTenantSigningMaterial } from '../src/server/documents/signing/tenant-signing-material';
import { readDocumentFile } from '../src/server/documents/document-file.repository';
import { signingWorkersStarted } from '../src/server/documents/signing/sign-pool';
import { xsdValidatorsStarted } from '../src/server/documents/validation/xsd-pool';
import { writeBenchResult } from './results';
import { buildDocumentFiles } from '../src/server/documents/document-files.service';
import { createPipelineTenant } from '../src/server/jobs/pipeline-fixtures.test-support';
import { withScratchDatabase } from './scratch-database';
import { postmasterOf, processCpuMs, serverCpuMs } from './process-cpu';
import { stopChild } from '../src/server/jobs/process-harness.test-support';
import { postSales, startSimulator } from './pipeline-setup';
import { benchIzibiz } from './pipeline-izibiz';
import { resolveGibDir } from '../src/server/documents/gib-dir';
import { gibSchematron } from '../src/server/documents/schematron/gib-schematron';

const SALES = Number(process.env.BENCH_PIPELINE_SALES ?? 2000);
const SIGNATURES = 100;

/**
 * Documents/s for the full pipeline (build, sign, validate, check GİB's schematron, store, send
 * to the simulator service, follow to 1300) beside the same run without the schematron check,
 * and signatures/s for signing alone on one thread, in a scratch database on the same server.
 * Each run has its own tenant and sales, posted before its clock starts (ingestion has its own
 * bench); GİB's rules are compiled before the first clock starts, as `npm start` does at start.
 * CPU is counted apart for this process (ours), PostgreSQL and the simulator process.
 */
export async function benchPipeline(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'pipeline',
    { owner: 20, app: 20 },
    async ({ url, ownerPool: pool, appPool }) => {
      const db = createDb(pool);
      await ensureReferenceData(db);
      const base = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
      const database = { pool: appPool, db: createDb(appPool), ownerPool: pool };
      const rules = await gibSchematron(resolveGibDir(base), base.cacheDir);
      console.log(`GİB's schematron release ${rules.release}, compiled`);
      const simulator = await startSimulator();
      const runs: TRun[] = [];
      let tenantId = '';
      try {
        for (const schematron of [true, false]) {
          const setup = await createPipelineTenant(db, base.secretKey, 1);
          tenantId = setup.tenantId;
          await postSales(base, database, setup, SALES);
          const config = {
            ...base,
            simulatorUrl: simulator.url,
            pipeline: { ...base.pipeline, schematron },
          };
          const pids = {
            simulator: simulator.child.process.pid ?? 0,
            postmaster: await postmasterOf(pool),
          };
          const run = await runPipeline(config, database, setup.tenantId, pids);
          runs.push(
            report(schematron ? 'with the schematron check' : 'without the schematron check', run),
          );
        }
      } finally {
        await stopChild(simulator.child);
      }
      const [on, off] = runs;
      if (!on || !off) throw new Error('a pipeline run is missing');
      console.log(
        `the schematron check costs ${(on.cpuMsPerDocument - off.cpuMsPerDocument).toFixed(1)} ms of our CPU per document; documents/s with it ${on.documentsPerSecond}, without ${off.documentsPerSecond}`,
      );
      const izibiz = await benchIzibiz(base, database);
      const sig = await runSigning(base, pool, tenantId);
      const signaturesPerSecond = (SIGNATURES * 1000) / sig.ms;
      console.log(
        `signing alone: ${SIGNATURES} signatures of a ${(sig.bytes / 1024).toFixed(0)} KiB invoice in ${(sig.ms / 1000).toFixed(2)} s = ${signaturesPerSecond.toFixed(1)} signatures/s (one thread)`,
      );
      await writeBenchResult('pipeline', {
        documents: SALES,
        schematronRelease: rules.release,
        withSchematron: on,
        withoutSchematron: off,
        izibiz,
        signaturesPerSecond: Number(signaturesPerSecond.toFixed(1)),
        invoiceKiB: Math.round(sig.bytes / 1024),
        concurrency: base.pipeline.concurrency,
        xsdCompiles: xsdValidatorsStarted(),
        signingWorkers: signingWorkersStarted(),
      });
    },
  );
}

export type TRun = {
  reached1300: number;
  pipelineSeconds: number;
  documentsPerSecond: number;
  cpuMsPerDocument: number;
  postgresCpuMsPerDocument: number | null;
  simulatorCpuMsPerDocument: number | null;
};

export function report(label: string, full: Awaited<ReturnType<typeof runPipeline>>): TRun {
  const documentsPerSecond = (SALES * 1000) / full.ms;
  const per = (ms: number | null) => (ms === null ? null : Number((ms / SALES).toFixed(1)));
  const cpuMsPerDocument = per(full.cpuMs) ?? 0;
  const postgresCpuMsPerDocument = per(full.postgresCpuMs);
  const cores = os.availableParallelism();
  const ownAndDb = cpuMsPerDocument + (postgresCpuMsPerDocument ?? 0);
  console.log(
    `full pipeline ${label}: ${SALES} documents in ${(full.ms / 1000).toFixed(1)} s = ${documentsPerSecond.toFixed(1)} documents/s (${full.ok} reached 1300)`,
  );
  console.log(
    `  CPU per document: ours ${cpuMsPerDocument} ms (this process and its worker threads), PostgreSQL ${postgresCpuMsPerDocument ?? 'n/a'} ms, the simulator (the integrator, elsewhere in production) ${per(full.simulatorCpuMs)} ms; ${cores} idle cores would carry ~${((cores * 1000) / ownAndDb).toFixed(0)} documents/s of ours and PostgreSQL's`,
  );
  return {
    reached1300: full.ok,
    pipelineSeconds: Number((full.ms / 1000).toFixed(1)),
    documentsPerSecond: Number(documentsPerSecond.toFixed(1)),
    cpuMsPerDocument,
    postgresCpuMsPerDocument,
    simulatorCpuMsPerDocument: per(full.simulatorCpuMs),
  };
}

type TPids = { simulator: number; postmaster: number | null };

export async function runPipeline(
  base: TConfig,
  database: TAppDeps['database'],
  tenantId: string,
  pids: TPids,
) {
  const config = { ...base, pipeline: { ...base.pipeline, enabled: true, pollSeconds: 0.2 } };
  const app = await buildApp({ config, database, logger: false });
  const otherCpu = () => ({
    simulator: processCpuMs(pids.simulator),
    postgres: pids.postmaster === null ? null : serverCpuMs(pids.postmaster),
  });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const other0 = otherCpu();
  await app.ready();
  for (;;) {
    // Only in-flight rows have a next check (a small partial index): the poll, counted in
    // PostgreSQL's CPU, reads no more than they are.
    const { rows } = await database.ownerPool.query<{ open: boolean }>(
      `select exists (select from documents where tenant_id = $1 and next_check_at is not null
                        and pipeline_step is not null) as open`,
      [tenantId],
    );
    if (rows[0]?.open === false) {
      const ms = performance.now() - t0;
      // This process and its worker threads; the simulator and PostgreSQL are counted apart.
      const cpu = process.cpuUsage(cpu0);
      const other = otherCpu();
      await app.close();
      const { rows: done } = await database.ownerPool.query<{ ok: number }>(
        'select count(*)::int as ok from documents where tenant_id = $1 and gib_status_code = 1300',
        [tenantId],
      );
      return {
        ms,
        ok: done[0]?.ok ?? 0,
        cpuMs: (cpu.user + cpu.system) / 1000,
        simulatorCpuMs: other.simulator - other0.simulator,
        postgresCpuMs:
          other.postgres === null || other0.postgres === null
            ? null
            : other.postgres - other0.postgres,
      };
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
