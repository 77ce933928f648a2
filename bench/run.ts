import 'dotenv/config';
import type pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { benchDocumentList } from './document-list';
import { benchExport } from './export';
import { benchGibUsers } from './gib-users';
import { benchPipeline } from './pipeline';

/** `npm run bench -- [name …]`: runs the named benchmarks (all without a name); each prints its figures. */
const BENCHES: Record<string, (ctx: { pool: pg.Pool; url: string }) => Promise<void>> = {
  'document-list': ({ pool }) => benchDocumentList(pool),
  'gib-users': ({ pool }) => benchGibUsers(pool),
  pipeline: ({ url }) => benchPipeline({ url }),
  export: ({ url }) => benchExport({ url }),
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
    console.log(`\n== ${name}`);
    await BENCHES[name]?.({ pool: database.pool, url: database.url });
  }
} finally {
  await database.close();
}
