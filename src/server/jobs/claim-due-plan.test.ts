import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystemAccess } from '../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { queryPlans, type TWithin } from '../test/query-plans';
import { claimDueDocuments, nextDueAt } from './claim-due';
import { createDueBacklog } from './due-backlog.test-support';

/** A backlog the size where sorting every due row showed (issue 12 measured 300,000). */
const BACKLOG = 20_000;

let t: TTestDatabase;
let plans: ReturnType<typeof queryPlans>;
const asPipeline: TWithin = (fn) => withSystemAccess('plan test', fn);

beforeAll(async () => {
  t = await createTestDatabase();
  plans = queryPlans(t.url);
  await createDueBacklog(t.pool, BACKLOG);
}, 120_000);
afterAll(async () => {
  await plans.end();
  await t.drop();
});

describe('the pipeline claim with a backlog of due documents', () => {
  it('takes its batch in due order off the index and never sorts the backlog', async () => {
    const [claim] = await plans.plansOf(asPipeline, (db) =>
      claimDueDocuments(db, { limit: 128, leaseSeconds: 60, skip: [] }),
    );
    expect(claim?.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(claim?.map((n) => n['Index Name'])).toContain('documents_pipeline_next_idx');
  });

  it('finds the earliest due moment from the same index', async () => {
    const [earliest] = await plans.plansOf(asPipeline, (db) => nextDueAt(db));
    expect(earliest?.map((n) => n['Index Name'])).toContain('documents_pipeline_next_idx');
    expect(earliest?.map((n) => n['Node Type'])).not.toContain('Aggregate');
  });
});
