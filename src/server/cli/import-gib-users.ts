import 'dotenv/config';
import fs from 'node:fs';
import { ZGibAliasKindMode } from '../../shared/taxpayer/gib-user-import';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { importGibUserList, GibUserListError } from '../modules/taxpayer/taxpayer.public';

const USAGE = 'Usage: npm run gib:users -- <user-list.xml> [--alias-kind auto|PK|GB]';

/** `npm run gib:users -- file.xml`: imports GİB's registered-user list (NewUserList.xsd). */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const kindAt = args.indexOf('--alias-kind');
  const aliasKind = ZGibAliasKindMode.parse(kindAt >= 0 ? args[kindAt + 1] : 'auto');
  const file = args.find((a, i) => !a.startsWith('--') && (kindAt < 0 || i !== kindAt + 1));
  if (!file || !fs.existsSync(file)) {
    console.error(file ? `File not found: ${file}\n${USAGE}` : USAGE);
    process.exit(2);
  }
  const size = fs.statSync(file).size;
  const database = await openDatabase(loadConfig());
  let peakRss = process.memoryUsage.rss();
  try {
    const result = await importGibUserList(
      database.pool,
      fs.createReadStream(file, { highWaterMark: 1 << 20 }),
      {
        aliasKind,
        onProgress: ({ users, bytes }) => {
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
          const pct = ((bytes / size) * 100).toFixed(0);
          process.stdout.write(`\r${users.toLocaleString('en')} users read (${pct} %)   `);
        },
      },
    );
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    console.log(
      `\nImported ${result.users} users, ${result.aliases} aliases (${result.pkAliases} PK, ` +
        `${result.gbAliases} GB, ${result.deletedAliases} deleted), skipped ${result.skippedUsers} ` +
        `in ${(result.ms / 1000).toFixed(1)} s; peak RSS ${(peakRss / 1024 ** 2).toFixed(0)} MB.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof GibUserListError) console.error(`\n${e.message}`);
  else console.error(e);
  process.exit(1);
});
