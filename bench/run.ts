import 'dotenv/config';
import type pg from 'pg';
import { loadConfig, type TConfig } from '../src/server/config';
import { openDatabase, type TDatabase } from '../src/server/db/database';

/** `npm run bench -- [name …]`: runs the named benchmarks (all without a name); each prints its figures. */
type TBenchContext = { pool: pg.Pool; url: string; config: TConfig; database: TDatabase };
// Each bench is imported when it runs, so one bench's process holds only what it needs (the
// export bench measures this process's peak memory).
const BENCHES: Record<string, (ctx: TBenchContext) => Promise<void>> = {
  list: async ({ url }) => (await import('./list')).benchList({ url }),
  'list-deep': async ({ url }) => (await import('./list-deep')).benchListDeep({ url }),
  sales: async ({ url }) => (await import('./sales')).benchSales({ url }),
  dashboard: async ({ url }) => (await import('./dashboard')).benchDashboard({ url }),
  'gib-users': async ({ pool }) => (await import('./gib-users')).benchGibUsers(pool),
  pipeline: async ({ url }) => (await import('./pipeline')).benchPipeline({ url }),
  claim: async ({ url }) => (await import('./claim')).benchClaim({ url }),
  burst: async ({ url }) => (await import('./burst')).benchBurst({ url }),
  export: async ({ url }) => (await import('./export')).benchExport({ url }),
  'documents-page': async ({ url }) =>
    (await import('./documents-page')).benchDocumentsPage({ url }),
  web: async () => (await import('./web')).benchWeb(),
  ingest: async ({ url }) => (await import('./ingest')).benchIngest({ url }),
  storage: async ({ url }) => (await import('./storage')).benchStorage({ url }),
  seed: async ({ url }) => (await import('./seed')).benchSeed({ url }),
  reports: async ({ url }) => (await import('./reports')).benchReports({ url }),
  search: async ({ url }) => (await import('./search')).benchSearch({ url }),
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
    console.log(`\n== ${name}`);
    await BENCHES[name]?.({ pool: database.pool, url: database.url, config, database });
  }
} finally {
  await database.close();
}
