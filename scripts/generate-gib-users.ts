import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { generateGibUserList } from '../src/server/modules/taxpayer/taxpayer.public';

/** `npx tsx scripts/generate-gib-users.ts <out.xml> [users=1000000]`: a synthetic GİB user list. */
const [out, count = '1000000'] = process.argv.slice(2);
if (!out || !/^\d+$/.test(count)) {
  console.error('Usage: npx tsx scripts/generate-gib-users.ts <out.xml> [users]');
  process.exit(2);
}
const users = Number(count);
const started = performance.now();
await pipeline(
  Readable.from(generateGibUserList({ users, seed: 1, despatchEvery: 4, deletedEvery: 20 })),
  fs.createWriteStream(out),
);
const size = fs.statSync(out).size / 1024 ** 2;
console.log(
  `${out}: ${users.toLocaleString('en')} users, ${size.toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
