import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import type { TGibAliasKindMode, TGibImportResult } from '../../../shared/taxpayer/gib-user-import';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { copyLine, copyLines } from './copy-text';
import { createGibUserParser, type TGibUser } from './gib-user-parser';
import { mergeImportedUsers } from './gib-user-merge';

export type TGibImportOptions = {
  aliasKind?: TGibAliasKindMode;
  /** Users buffered before they are copied to the staging tables. */
  batchSize?: number;
  onProgress?: (progress: { users: number; bytes: number }) => void;
  /** Runs inside the import's transaction, e.g. to write the audit record. */
  beforeCommit?: (tx: TDb, result: TGibImportResult) => Promise<void>;
};

const USER_COLUMNS = ['seq', 'identifier', 'title', 'type', 'account_type', 'first_creation_time'];
const ALIAS_COLUMNS = [
  'seq',
  'identifier',
  'document_type',
  'alias_kind',
  'alias_name',
  'creation_time',
  'deletion_time',
];
// Any constant works: it only keeps two imports from interleaving.
const IMPORT_LOCK_KEY = 4_420_017;

/** GB (sender unit) when the alias's local part says so, e.g. urn:mail:defaultgb@firma.com.tr. */
export function aliasKindOf(name: string, mode: TGibAliasKindMode): 'PK' | 'GB' {
  if (mode !== 'auto') return mode;
  const local = name.replace(/^urn:mail:/i, '').split('@')[0] ?? '';
  return /gb/i.test(local) ? 'GB' : 'PK';
}

/**
 * Imports GİB's registered-user list by streaming: SAX parsing, COPY into temporary staging
 * tables in batches, then one set-based merge into tax_payers / tax_payer_aliases. All of it is
 * one transaction: a malformed file changes nothing. Memory is bounded by one batch.
 */
export async function importGibUserList(
  pool: pg.Pool,
  source: AsyncIterable<Buffer | string>,
  opts: TGibImportOptions = {},
): Promise<TGibImportResult> {
  const started = performance.now();
  const mode = opts.aliasKind ?? 'auto';
  const batchSize = opts.batchSize ?? 5000;
  const client = await pool.connect();
  // One batch is copied while the next is parsed: at most two batches live in memory.
  let copying: Promise<void> = Promise.resolve();
  try {
    await client.query('begin');
    const lock = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [
      IMPORT_LOCK_KEY,
    ]);
    if (!lock.rows[0]?.ok) {
      throw new AppError('CONFLICT', { reason: 'importRunning' });
    }
    await client.query(`create temp table gib_users_in (seq bigint, identifier text, title text,
      type text, account_type text, first_creation_time timestamptz) on commit drop`);
    await client.query(`create temp table gib_aliases_in (seq bigint, identifier text,
      document_type text, alias_kind text, alias_name text, creation_time timestamptz,
      deletion_time timestamptz) on commit drop`);

    let seq = 0;
    let bytes = 0;
    let userLines: string[] = [];
    let aliasLines: string[] = [];
    const onUser = (u: TGibUser) => {
      seq++;
      userLines.push(
        copyLine([seq, u.identifier, u.title, u.type, u.accountType, u.firstCreationTime]),
      );
      for (const a of u.aliases) {
        aliasLines.push(
          copyLine([
            seq,
            u.identifier,
            a.documentType,
            aliasKindOf(a.name, mode),
            a.name,
            a.creationTime,
            a.deletionTime,
          ]),
        );
      }
    };
    const flush = async () => {
      await copying;
      const users = userLines;
      const aliases = aliasLines;
      const progress = { users: seq, bytes };
      userLines = [];
      aliasLines = [];
      copying = (async () => {
        await copyLines(client, 'gib_users_in', USER_COLUMNS, users);
        await copyLines(client, 'gib_aliases_in', ALIAS_COLUMNS, aliases);
        opts.onProgress?.(progress);
      })();
      // A failed copy must not be left unhandled while parsing goes on; it rethrows at the next await.
      copying.catch(() => undefined);
    };

    const parser = createGibUserParser(onUser);
    const decoder = new StringDecoder('utf8');
    for await (const chunk of source) {
      bytes += chunk.length;
      parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      if (userLines.length >= batchSize) await flush();
    }
    parser.write(decoder.end());
    parser.close();
    await flush();
    await copying;

    const merged = await mergeImportedUsers(client);
    const result: TGibImportResult = {
      ...merged,
      skippedUsers: parser.skipped(),
      ms: Math.round(performance.now() - started),
    };
    await opts.beforeCommit?.(drizzle(client, { casing: 'snake_case' }), result);
    await client.query('commit');
    return result;
  } catch (e) {
    await copying.catch(() => undefined);
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
