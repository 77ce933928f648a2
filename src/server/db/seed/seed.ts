import { DAY_MS } from '../../../shared/format/istanbul-time';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { loadConfig } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { createDb } from '../database';
import { ensureReferenceData } from '../reference/ensure-reference-data';
import { DayCounts, fillDocumentCounts, pauseDocumentCounts } from './bulk-counts';
import { addForeignKeys, deferConstraints, runTimed, tablesAreEmpty } from './bulk-load';
import { DEMO_PASSWORD } from './demo-accounts';
import { DocumentGenerator } from './document-generator';
import { loadCatalogue, loadInvoiceCounters } from './load-catalogue';
import { BIG_TABLES, loadDocuments } from './load-documents';
import { loadOrganisation } from './load-organisation';
import { buildOrganisation } from './organisation';
import { SeededRandom } from './random';

export type TSeedOptions = {
  documents: number;
  seed: number;
  log?: (m: string) => void;
  /** Key for secrets at rest; defaults to the configured one. */
  secretKey?: Buffer;
  /**
   * The integrator exchanges of every document the pipeline would have sent (the demo's request
   * and response dialogs), true by default. They cost ~20 % more seed CPU (1.8 rows and a JSON
   * answer per document), so the benchmarks' bulk seeds, which never read them, leave them out.
   */
  exchanges?: boolean;
  /** "Today" of the data set; fixed in tests so the data does not depend on the clock. */
  now?: Date;
  /** Told as each step of the seed starts, and 'done' after the commit (the seed bench times them). */
  onPhase?: (label: string) => void;
  /** Told as each index, key and foreign key of the bulk path starts being built, by its name. */
  onStep?: (name: string) => void;
};

export class AlreadySeededError extends Error {
  constructor() {
    super('The database already holds users or tenants. Seed an empty database instead.');
  }
}

/**
 * Any user or tenant counts, not the demo administrator: deleting that account must not make the
 * next start seed it again.
 */
export async function isSeeded(pool: pg.Pool | pg.PoolClient): Promise<boolean> {
  const res = await pool.query(
    'select exists (select 1 from users) or exists (select 1 from tenants) as found',
  );
  return res.rows[0]?.found === true;
}

type TPhaseReport = Pick<TSeedOptions, 'onPhase'> & { log: (m: string) => void };

/** Logs a step and how long it took, so a long seed shows where its time goes. */
async function phase<T>(label: string, report: TPhaseReport, run: () => Promise<T>): Promise<T> {
  report.onPhase?.(label);
  report.log(`${label} …`);
  const started = performance.now();
  const result = await run();
  report.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Fills the database with the deterministic demo data set in one transaction: either all of it
 * is there afterwards or none of it. Refuses to run twice.
 */
export async function seedDemoData(
  pool: pg.Pool,
  opts: TSeedOptions,
): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const secretKey = opts.secretKey ?? loadConfig().secretKey;
  if (!Number.isInteger(opts.documents) || opts.documents < 0)
    throw new Error('documents must be a whole number ≥ 0');
  if (await isSeeded(pool)) throw new AlreadySeededError();
  // Tax offices and the simulator integrator the demo stores point at.
  await ensureReferenceData(createDb(pool));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const org = buildOrganisation(opts.seed);
  const generator = new DocumentGenerator(org, {
    seed: opts.seed,
    documents: opts.documents,
    now,
    exchanges: opts.exchanges ?? true,
  });
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Serialises concurrent seeders; the second one then sees the first one's data and stops.
    await client.query('select pg_advisory_xact_lock(7402)');
    // A large seed runs for many minutes in one transaction; server-side limits must not cut it.
    await client.query('set local statement_timeout = 0');
    await client.query('set local idle_in_transaction_session_timeout = 0');
    if (await isSeeded(client)) throw new AlreadySeededError();
    const db = drizzle(client, { casing: 'snake_case' });
    const rand = new SeededRandom(opts.seed, 'catalogue');
    const since = new Date(now.getTime() - 400 * DAY_MS);
    await loadOrganisation({ db, org, rand, secretKey, passwordHash, since, now });
    await loadCatalogue(db, org, rand, since);
    const tableList = BIG_TABLES.map((t) => `"${t}"`).join(', ');
    if (opts.documents > 0) await client.query(`lock table ${tableList} in access exclusive mode`);
    const bulk = opts.documents > 0 && (await tablesAreEmpty(client, BIG_TABLES));
    let deferred = null;
    const counts = bulk ? new DayCounts() : null;
    if (bulk) {
      // Index builds sort the whole table: give them room (this transaction only).
      await client.query(`set local maintenance_work_mem = '1GB'`);
      deferred = await deferConstraints(client, BIG_TABLES);
      // Truncating in this transaction allows COPY FREEZE: rows arrive already frozen and visible.
      await client.query(`truncate ${tableList}`);
      await pauseDocumentCounts(client);
    }
    const report = { log, onPhase: opts.onPhase, onStep: opts.onStep };
    const loading = `Loading ${opts.documents.toLocaleString('en')} documents with their sales, payments and lines`;
    const documents = await phase(loading, report, () =>
      loadDocuments(client, generator.documents(), {
        total: opts.documents,
        freeze: bulk,
        counts,
        log,
      }),
    );
    await loadInvoiceCounters(db, generator.invoiceCounters());
    if (deferred && counts) {
      await phase('Writing the day counts', report, () => fillDocumentCounts(client, counts));
      await phase('Building indexes', report, () => runTimed(client, deferred.indexes, report));
    }
    // Statistics first: without them the foreign key checks below pick slow plans (minutes at 10M rows).
    await phase('Analysing tables', report, () => client.query('analyze'));
    if (deferred) {
      await phase('Checking foreign keys', report, () =>
        addForeignKeys(client, deferred.foreignKeys, report),
      );
    }
    await client.query('commit');
    opts.onPhase?.('done');
    return { documents, ms: Math.round(performance.now() - started) };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
