import 'dotenv/config';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { SEED_USAGE, parseSeedArgs, type TSeedArgs } from '../db/seed/seed-args';
import { AlreadySeededError, seedDemoData } from '../db/seed/seed';

async function main(): Promise<void> {
  let args: TSeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${SEED_USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const log = (m: string) => console.log(`[seed] ${m}`);
  const database = await openDatabase(config, { log });
  try {
    const documents = args.documents ?? config.seedDocuments;
    log(`Seeding ${documents.toLocaleString('en')} documents with seed ${args.seed} …`);
    const res = await seedDemoData(database.ownerPool, {
      documents,
      seed: args.seed,
      exchanges: args.exchanges,
      log,
      secretKey: config.secretKey,
    });
    const size = await database.pool.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    const seconds = res.ms / 1000;
    log(
      `Done: ${res.documents.toLocaleString('en')} documents in ${seconds.toFixed(1)} s` +
        ` (${Math.round(res.documents / Math.max(seconds, 0.001)).toLocaleString('en')} documents/s); database size ${size.rows[0]?.size ?? '?'}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError || e instanceof AlreadySeededError ? e.message : e);
  process.exit(1);
});
