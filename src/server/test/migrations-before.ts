import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

type TJournal = { entries: { tag: string }[] };

/**
 * A copy of the migrations whose journal stops before the one tagged `tag` (`NNNN_name`, any
 * number: migrations are renumbered at merge time), to upgrade a database holding older data.
 * The caller removes the directory.
 */
export function migrationsBefore(tag: RegExp): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posbelge-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as TJournal;
  const at = journal.entries.findIndex((e) => tag.test(e.tag));
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}
