import type { TAppDeps } from '../src/server/app';
import type { TConfig } from '../src/server/config';
import { createDb } from '../src/server/db/database';
import {
  createIzibizProduct,
  sendThroughIzibiz,
} from '../src/server/jobs/izibiz-pipeline.test-support';
import { createPipelineTenant } from '../src/server/jobs/pipeline-fixtures.test-support';
import { stopChild } from '../src/server/jobs/process-harness.test-support';
import { postmasterOf } from './process-cpu';
import { report, runPipeline, type TRun } from './pipeline';
import { postSales, startSimulator } from './pipeline-setup';

const SALES = Number(process.env.BENCH_PIPELINE_SALES ?? 2000);

/**
 * The same full pipeline (with the schematron check) through İzibiz: its double as its own
 * process, reached over HTTP with SOAP, sessions, ZIP-packed batches and status calls, its own
 * check of every request against İzibiz's schemas, documents to RAPORLANDI (1300).
 */
export async function benchIzibiz(base: TConfig, database: TAppDeps['database']): Promise<TRun> {
  const db = createDb(database.ownerPool);
  const double = await startSimulator(['--izibiz']);
  try {
    const setup = await createPipelineTenant(db, base.secretKey, 1);
    const productId = await createIzibizProduct(db, double.url);
    await sendThroughIzibiz(db, base.secretKey, { ...setup, productId }, [2]);
    await postSales(base, database, setup, SALES);
    const pids = {
      simulator: double.child.process.pid ?? 0,
      postmaster: await postmasterOf(database.ownerPool),
    };
    const run = await runPipeline(base, database, setup.tenantId, pids);
    return report('through İzibiz (its double over HTTP)', run);
  } finally {
    await stopChild(double.child);
  }
}
