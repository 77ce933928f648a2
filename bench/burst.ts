import { spawn, type ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { buildApp, type TAppDeps } from '../src/server/app';
import { loadConfig, type TConfig } from '../src/server/config';
import { createDb } from '../src/server/db/database';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { createPipelineTenant } from '../src/server/jobs/pipeline-fixtures.test-support';
import { stopChild } from '../src/server/jobs/process-harness.test-support';
import { freePort } from '../src/server/test/free-port';
import { createUser } from '../src/server/test/factories';
import { signIn } from './http-client';
import { figuresOf, type TLoadFigures } from './load';
import { startLoadClients, type TLoadClients } from './load-clients';
import { postSales, startSimulator } from './pipeline-setup';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

const SALES = Number(process.env.BENCH_BURST_SALES ?? 8000);
const CLIENTS = 16;
const MS = 6_000;
const WARM_UP_MS = 2_000;
/** A worker process needs a few seconds to start (tsx) and to take its first batches. */
const WORKER_START_MS = 5_000;
const PATH = '/api/invoice/list?page=1&size=10';

type TPhase = 'idle' | 'pipelineInAppProcess' | 'pipelineInWorkerProcess';
type TPhaseFigures = { list: TLoadFigures; sentPerSecond: number };

/**
 * The document list's latency while the pipeline works off a burst on the same 2-core host: 16
 * clients on the list of the tenant whose `BENCH_BURST_SALES` sales wait as documents, first with
 * no pipeline, then with the pipeline in the app's own process (`npm start`'s default) and then in
 * a worker process of its own (`npm run worker`, started in a session of its own as a service
 * would be), the app serving only HTTP. Beside each: the documents the pipeline sent per second.
 */
export async function benchBurst(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(ctx.url, 'burst', { owner: 20, app: 20 }, async (scratch) => {
    const db = createDb(scratch.ownerPool);
    await ensureReferenceData(db);
    const base = loadConfig({ ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'info' });
    const setup = await createPipelineTenant(db, base.secretKey, 1);
    const owner = await createUser(db, {
      tenantId: setup.tenantId,
      password: DEMO_PASSWORD,
      permissions: ['Invoice.View'],
    });
    const database = {
      pool: scratch.appPool,
      db: createDb(scratch.appPool),
      ownerPool: scratch.ownerPool,
    };
    await postSales(base, database, setup, SALES);
    const simulator = await startSimulator();
    const clients = startLoadClients();
    try {
      const config = { ...base, simulatorUrl: simulator.url };
      const off = { ...config, pipeline: { ...config.pipeline, enabled: false } };
      const on = { ...config, pipeline: { ...config.pipeline, enabled: true, pollSeconds: 0.2 } };
      const run = { database, clients, email: owner.email, ownerPool: scratch.ownerPool };
      const phases: Record<TPhase, TPhaseFigures> = {
        idle: await measure(run, off, null),
        pipelineInAppProcess: await measure(run, on, null),
        pipelineInWorkerProcess: await measure(run, off, {
          url: scratch.url,
          simulator: simulator.url,
        }),
      };
      for (const [phase, f] of Object.entries(phases)) {
        console.log(
          `burst, ${phase.padEnd(24)} list p50 ${f.list.p50} ms, p95 ${f.list.p95} ms, ` +
            `${f.list.reqPerS} req/s; the pipeline sent ${f.sentPerSecond} documents/s`,
        );
      }
      await writeBenchResult('burst', {
        sales: SALES,
        clients: CLIENTS,
        secondsPerPhase: MS / 1000,
        ...phases,
      });
    } finally {
      clients.stop();
      await stopChild(simulator.child);
    }
  });
}

type TRun = {
  database: TAppDeps['database'];
  clients: TLoadClients;
  email: string;
  ownerPool: pg.Pool;
};

/** One phase: the app (its pipeline on or off, or a worker beside it) under the list's load. */
async function measure(
  run: TRun,
  config: TConfig,
  worker: { url: string; simulator: string } | null,
): Promise<TPhaseFigures> {
  const app = await buildApp({
    config,
    database: run.database,
    logger: true,
    logStream: { write: () => undefined },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  let child: ChildProcess | null = null;
  try {
    const token = await signIn(port, run.email);
    const job = { port, path: PATH, token, clients: CLIENTS, ms: WARM_UP_MS };
    await run.clients.load(job);
    if (worker) {
      child = startWorker(worker);
      await new Promise((r) => setTimeout(r, WORKER_START_MS));
    }
    const sentBefore = await sent(run.ownerPool);
    const started = performance.now();
    const { samples } = await run.clients.load({ ...job, ms: MS });
    const seconds = (performance.now() - started) / 1000;
    const sentPerSecond = ((await sent(run.ownerPool)) - sentBefore) / seconds;
    return { list: figuresOf([samples]), sentPerSecond: Math.round(sentPerSecond * 10) / 10 };
  } finally {
    if (child) await stopWorker(child);
    await app.close();
  }
}

/** `npm run worker` in a session of its own, as a separate service on the host would run. */
function startWorker(worker: { url: string; simulator: string }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/worker.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: worker.url,
      SIMULATOR_URL: worker.simulator,
      LOG_LEVEL: 'warn',
      PIPELINE_POLL_SECONDS: '0.2',
    },
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sent = async (pool: pg.Pool) =>
  Number(
    (
      await pool.query<{ n: string }>(
        'select count(*) as n from documents where sent_at is not null',
      )
    ).rows[0]?.n ?? 0,
  );
