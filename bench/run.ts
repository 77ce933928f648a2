import 'dotenv/config';
import type pg from 'pg';
import { loadConfig, type TConfig } from '../src/server/config';
import { openDatabase, type TDatabase } from '../src/server/db/database';
import { benchDocumentList } from './document-list';
import { benchExport } from './export';
import { benchDocumentsPage } from './documents-page';
import { benchGibUsers } from './gib-users';
import { benchPipeline } from './pipeline';
import { benchStorage } from './storage';

/** `npm run bench -- [name …]`: runs the named benchmarks (all without a name); each prints its figures. */
type TBenchContext = { pool: pg.Pool; url: string; config: TConfig; database: TDatabase };
const BENCHES: Record<string, (ctx: TBenchContext) => Promise<void>> = {
  'document-list': ({ pool }) => benchDocumentList(pool),
  'gib-users': ({ pool }) => benchGibUsers(pool),
  pipeline: ({ url }) => benchPipeline({ url }),
  export: ({ url }) => benchExport({ url }),
  'documents-page': ({ config, database }) => benchDocumentsPage(config, database),
  storage: ({ url }) => benchStorage({ url }),
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
