import type pg from 'pg';
import { loadConfig, type TConfig } from '../src/server/config';
import { createDb, type TDb } from '../src/server/db/database';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { readDocumentFile } from '../src/server/documents/document-file.repository';
import { buildDocumentFiles } from '../src/server/documents/document-files.service';
import { createPipelineTenant } from '../src/server/jobs/pipeline-fixtures.test-support';
import { postSales } from './pipeline-setup';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

const DOCUMENTS = Number(process.env.BENCH_STORAGE_DOCS ?? 200);
const BUILDERS = 8;
// Every relation the stored XML of a document lives in; one that does not exist counts 0.
const RELATIONS = ['document_files', 'document_blobs'];

/**
 * Issue 12 "Storage": bytes on disk per document (UBL + signed XML, table + TOAST + indexes) for
 * documents built by the real pipeline (UBL, sign, XSD, store), in a scratch database.
 */
export async function benchStorage(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'storage',
    { owner: 10, app: 10 },
    async ({ url, ownerPool: pool, appPool }) => {
      const db = createDb(pool);
      await ensureReferenceData(db);
      const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
      const setup = await createPipelineTenant(db, config.secretKey, 2);
      await postSales(
        config,
        { pool: appPool, db: createDb(appPool), ownerPool: pool },
        setup,
        DOCUMENTS,
      );
      const before = await relationBytes(pool);
      const t0 = performance.now();
      const built = await buildAll(pool, db, config, setup.tenantId);
      const buildMs = performance.now() - t0;
      await pool.query('analyze document_files');
      const after = await relationBytes(pool);
      const figures = await describe(pool, db, setup.tenantId, built, after - before);
      const whole = await storedWhole(pool, db, setup.tenantId);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `storage: ${built} documents built in ${(buildMs / 1000).toFixed(1)} s; UBL ${kib(figures.ublBytes)} + signed ${kib(figures.signedBytes)} as XML\n` +
          `  stored whole (before): ${kib(whole / built)} per document on disk\n` +
          `  packed (after):        ${kib(figures.bytesPerDocument)} per document on disk, ` +
          `of which document_blobs ${kib(figures.blobBytes)} for the whole tenant`,
      );
      await writeBenchResult('storage', {
        documents: built,
        wholeBytesPerDocument: Math.round(whole / built),
        ...figures,
      });
    },
  );
}

async function buildAll(pool: pg.Pool, db: TDb, config: TConfig, tenantId: string) {
  const { rows } = await pool.query<{ id: string }>(
    'select id from documents where tenant_id = $1 order by id',
    [tenantId],
  );
  const queue = rows.map((r) => r.id);
  let built = 0;
  await Promise.all(
    Array.from({ length: BUILDERS }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const outcome = await buildDocumentFiles({ db, config }, { tenantId, documentId: id });
        if (!outcome.ok) throw new Error(`document not built: ${outcome.cause}`);
        built++;
      }
    }),
  );
  return built;
}

/**
 * The same documents stored the way they were before packing (each file whole in its row), in a
 * copy of document_files; reading them back also checks every packed file against its sha256.
 */
async function storedWhole(pool: pg.Pool, db: TDb, tenantId: string): Promise<number> {
  await pool.query('create table bench_whole_files (like document_files including all)');
  const { rows } = await pool.query<{ id: string }>(
    'select id from documents where tenant_id = $1',
    [tenantId],
  );
  for (const { id } of rows) {
    for (const kind of ['ubl', 'signed'] as const) {
      const file = await readDocumentFile(db, { tenantId, documentId: id }, kind);
      if (!file) throw new Error(`document ${id} has no ${kind} file`);
      await pool.query(
        `insert into bench_whole_files (tenant_id, document_id, kind, content, content_type, sha256)
         values ($1, $2, $3, $4, $5, encode(sha256($4), 'hex'))`,
        [tenantId, id, kind, file.content, file.contentType],
      );
    }
  }
  return relationBytes(pool, ['bench_whole_files']);
}

async function relationBytes(pool: pg.Pool, relations = RELATIONS): Promise<number> {
  let total = 0;
  for (const relation of relations) {
    const { rows } = await pool.query<{ bytes: string | null }>(
      'select pg_total_relation_size(to_regclass($1)) as bytes',
      [relation],
    );
    total += Number(rows[0]?.bytes ?? 0);
  }
  return total;
}

async function describe(pool: pg.Pool, db: TDb, tenantId: string, built: number, bytes: number) {
  const { rows } = await pool.query<{ stored: string }>(
    "select coalesce(sum(pg_column_size(content)), 0) as stored from document_files where kind in ('ubl', 'signed')",
  );
  const { rows: sample } = await pool.query<{ id: string }>(
    'select id from documents where tenant_id = $1 limit 1',
    [tenantId],
  );
  const ref = { tenantId, documentId: sample[0]?.id ?? '' };
  const ubl = await readDocumentFile(db, ref, 'ubl');
  const signed = await readDocumentFile(db, ref, 'signed');
  return {
    bytesPerDocument: Math.round(bytes / built),
    blobBytes: await relationBytes(pool, ['document_blobs']),
    storedColumnBytesPerDocument: Math.round(Number(rows[0]?.stored ?? 0) / built),
    ublBytes: ubl?.content.length ?? 0,
    signedBytes: signed?.content.length ?? 0,
  };
}
