import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '../db/schema/documents';
import { createUser, signInAs } from '../test/factories';
import {
  isSettled,
  sendRowsOf,
  startPipelineHarness,
  type TPipelineHarness,
} from './pipeline.test-support';
import { UNCONFIRMED_ASKS } from './steps/accepted-send';

let h: TPipelineHarness;
beforeAll(async () => {
  h = await startPipelineHarness();
}, 120_000);
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.simulator.control({ action: 'normal' });
});

const sendOutcomes = async (documentId: string) =>
  (await sendRowsOf(h, documentId)).map((r) => r.outcome);

/**
 * A document the integrator accepted, put back as a crash between its answer and our commit
 * leaves it: the answer is in its send row, the row itself still says "to send".
 */
async function acceptedButNotMarked(key: string, attemptCount = 1) {
  const sale = await h.postSale(key);
  await h.waitFor(sale.documentId, isSettled);
  expect(await sendOutcomes(sale.documentId)).toEqual(['accepted']);
  // For a long while the integrator's status does not know what it took (queues, replicas).
  h.simulator.control({ action: 'status-lag', ms: 86_400_000 });
  await h.db
    .update(documents)
    .set({
      status: 1,
      pipelineStep: 'send',
      nextCheckAt: new Date(),
      attemptCount,
      sentAt: null,
      gibStatusCode: null,
      gibStatusText: null,
      integratorStatus: 1,
    })
    .where(and(eq(documents.tenantId, h.pos.tenant.id), eq(documents.id, sale.documentId)));
  return sale;
}

describe('sent once, by our own record first', () => {
  it('never sends an accepted document again while the integrator does not know it', async () => {
    const sale = await acceptedButNotMarked('record-lag-1');
    // It keeps asking (every try counted) and sends nothing.
    await h.waitFor(sale.documentId, (r) => r.attemptCount >= 4);
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
    h.simulator.control({ action: 'normal' });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ status: 2, gibStatusCode: 1300 });
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
    expect(await sendOutcomes(sale.documentId)).toEqual(['accepted']);
  }, 90_000);

  it('leaves it to a person when the integrator never confirms it, and refuses a resend', async () => {
    const sale = await acceptedButNotMarked('record-lag-2', UNCONFIRMED_ASKS - 1);
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ status: 6, integratorStatus: 21, isResendable: false });
    expect(row.failureReason).toMatch(/kabul etti.*ikinci kez gönderilmedi/);
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
    const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
    const { bearer } = await signInAs(h.app, user);
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/invoice/resend',
      headers: bearer,
      payload: { documentId: sale.documentId },
    });
    expect(resend.statusCode).toBeGreaterThanOrEqual(400);
    expect(resend.statusCode).toBeLessThan(500);
    expect(h.simulator.receivedRecord(sale.ettn).attempts).toBe(1);
  }, 90_000);
});
