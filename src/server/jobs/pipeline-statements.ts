import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type pg from 'pg';
import { documents } from '../db/schema/documents';
import type { TIntegratorExchange } from '../documents/integrators/plugin';
import type { TDocumentUpdate } from './pipeline-document';

/**
 * The pipeline's batched statements as SQL text written once (per shape) and run with each
 * batch's values: no query building per batch. Each batch arrives as arrays (`unnest`), whose
 * length the planner reads from the values, so a batch of a few rows is found through the primary
 * key whatever the table's size (a json recordset is guessed at 100 rows, which on a small table
 * chose a scan of all of it per batch). Unnamed on purpose: a named statement's generic plan
 * guesses the arrays' length and went back to whole-table scans. They run on the app's pool (its
 * tenant context set on checkout) or on a client in a transaction.
 */
export type TSqlRunner = Pick<pg.PoolClient, 'query'>;

/** One document's fenced write: its claimed step, its next step and the columns it changes. */
export type TUpdateRow = {
  id: string;
  claimed: string | null;
  step: string | null;
  inSeconds: number | null;
  patch: TDocumentUpdate;
};

const COLUMNS = getTableColumns(documents);
const updateTexts = new Map<string, { text: string }>();

function columnSet(key: string): string {
  const column = COLUMNS[key as keyof typeof COLUMNS];
  if (!column) throw new Error(`documents has no column ${key}`);
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  const type = column.getSQLType();
  // Keys are column names of the schema only: the text never carries a value.
  return `${name} = case when v.patch ? '${key}' then (v.patch->>'${key}')::${type} else d.${name} end`;
}

/** The fenced update for one set of changed columns, each row's value from its patch or its own. */
function updateText(keys: readonly string[]): { text: string } {
  const shape = keys.join(',');
  let statement = updateTexts.get(shape);
  if (!statement) {
    const sets = [
      ...keys.map(columnSet),
      'pipeline_step = v.step',
      'next_check_at = case when v.step is null then null else now() + make_interval(secs => v.in_seconds) end',
      'updated_at = now()',
    ];
    statement = {
      text: `update documents d set ${sets.join(', ')}
        from unnest($2::uuid[], $3::text[], $4::text[], $5::float8[], $6::jsonb[])
          as v(id, claimed, step, in_seconds, patch)
        where d.tenant_id = $1 and d.id = v.id and d.pipeline_step is not distinct from v.claimed
        returning d.id`,
    };
    updateTexts.set(shape, statement);
  }
  return statement;
}

/** Writes the rows still asking for their claimed step; answers the ids written. */
export async function runDocumentUpdates(
  db: TSqlRunner,
  tenantId: string,
  rows: readonly TUpdateRow[],
): Promise<Set<string>> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.patch)))].sort();
  const { rows: written } = await db.query<{ id: string }>({
    ...updateText(keys),
    values: [
      tenantId,
      rows.map((r) => r.id),
      rows.map((r) => r.claimed),
      rows.map((r) => r.step),
      rows.map((r) => r.inSeconds),
      rows.map((r) => JSON.stringify(r.patch)),
    ],
  });
  return new Set(written.map((r) => r.id));
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

const INSERT_EXCHANGES = {
  text: `insert into integrator_exchanges (tenant_id, document_id, operation, request_base64,
           request_hash, response_date, response_status, response_data, success)
         select $1, v.document_id, v.operation, v.request_base64, v.request_hash, v.response_date,
           v.response_status, v.response_data::jsonb, v.success
         from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::int[],
           $8::text[], $9::bool[])
           as v(document_id, operation, request_base64, request_hash, response_date,
             response_status, response_data, success)`,
};

export type TExchangeInsert = {
  documentId: string;
  operation: string;
  exchange: TIntegratorExchange;
};

/** One exchange row per call, in one statement. */
export async function runExchangeInserts(
  db: TSqlRunner,
  tenantId: string,
  rows: readonly TExchangeInsert[],
): Promise<void> {
  await db.query({
    ...INSERT_EXCHANGES,
    values: [
      tenantId,
      rows.map((r) => r.documentId),
      rows.map((r) => r.operation),
      rows.map((r) => r.exchange.requestBase64 ?? null),
      rows.map((r) => r.exchange.requestHash ?? null),
      rows.map((r) => r.exchange.responseDate),
      rows.map((r) => r.exchange.responseStatus),
      rows.map((r) => json(r.exchange.responseData)),
      rows.map((r) => r.exchange.success),
    ],
  });
}

const WRITE_ANSWERS = {
  text: `update integrator_exchanges e
         set response_date = v.date, response_status = v.status, response_data = v.data::jsonb,
           success = v.success, send_outcome = v.outcome
         from unnest($2::uuid[], $3::timestamptz[], $4::int[], $5::text[], $6::bool[], $7::text[])
           as v(id, date, status, data, success, outcome)
         where e.tenant_id = $1 and e.id = v.id`,
};

export type TAnswerWrite = {
  intentId: string;
  exchange: TIntegratorExchange;
  outcome: string | null;
};

/** Each answer into the send row written before its call. */
export async function runAnswerWrites(
  db: TSqlRunner,
  tenantId: string,
  answers: readonly TAnswerWrite[],
): Promise<void> {
  await db.query({
    ...WRITE_ANSWERS,
    values: [
      tenantId,
      answers.map((a) => a.intentId),
      answers.map((a) => a.exchange.responseDate),
      answers.map((a) => a.exchange.responseStatus),
      answers.map((a) => json(a.exchange.responseData)),
      answers.map((a) => a.exchange.success),
      answers.map((a) => a.outcome),
    ],
  });
}
