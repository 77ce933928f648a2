import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_QUEUE } from './pipeline';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

let h: TPipelineHarness;
beforeAll(async () => {
  h = await startPipelineHarness();
}, 120_000);
afterAll(async () => {
  await h.close();
});

/**
 * What a worker killed mid-step leaves in pg-boss: its job of the document, still active, with
 * an hour before pg-boss would take it for dead.
 */
async function leaveOrphanedJob(documentId: string, tenantId: string): Promise<string> {
  const { rows } = await h.pool.query<{ id: string }>(
    `insert into pgboss.job (name, data, state, started_on, singleton_key, policy, expire_in)
     select $1, $2::jsonb, 'active', now(), $3, q.policy, interval '1 hour'
       from pgboss.queue q where q.name = $1
     returning id`,
    [PIPELINE_QUEUE, JSON.stringify({ tenantId, documentId, step: 'track' }), documentId],
  );
  if (!rows[0]) throw new Error(`no ${PIPELINE_QUEUE} queue`);
  return rows[0].id;
}

describe('a job left active by a crashed worker', () => {
  it('neither holds up its document nor any other', async () => {
    const first = await h.postSale('orphan-1');
    await h.waitFor(first.documentId, isSettled);
    const orphan = await leaveOrphanedJob(first.documentId, h.pos.tenant.id);
    // The restarted pipeline finds the document due again (its claim's lease ran out) …
    await h.pool.query(
      `update documents set pipeline_step = 'track', next_check_at = now() where id = $1`,
      [first.documentId],
    );
    // … and new sales arrive behind it.
    const later = [await h.postSale('orphan-2'), await h.postSale('orphan-3')];

    for (const doc of [first, ...later]) await h.waitFor(doc.documentId, isSettled, 60_000);
    // All of it done while the orphaned job is still taken for running: nothing waited for it.
    const { rows } = await h.pool.query<{ state: string }>(
      `select state from pgboss.job where name = $1 and id = $2`,
      [PIPELINE_QUEUE, orphan],
    );
    expect(rows).toEqual([{ state: 'active' }]);
  }, 120_000);
});
