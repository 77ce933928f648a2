import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema/settings';
import { stores } from '../db/schema/stores';
import { createRegisteredTaxPayer } from '../test/document-factories';
import { ClientResponse } from '../../shared/domain/enums';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';

// domain.md: a commercial invoice its buyer has not answered within the configurable response
// days counts as accepted. The simulated buyer never answers here (and the simulator's own 8 days
// are hours away at its speed), so only the tenant's setting can end the wait.

const BUYER_VKN = '1111111114';
const COMMERCIAL = { customer: { name: 'Alıcı A.Ş.', taxNo: BUYER_VKN }, scenarioType: 2 as const };

let h: TPipelineHarness;
beforeAll(async () => {
  h = await startPipelineHarness();
  await createRegisteredTaxPayer(h.db, BUYER_VKN);
  await h.db
    .update(stores)
    .set({ commercialInvoiceEnabled: true })
    .where(and(eq(stores.tenantId, h.pos.tenant.id), eq(stores.id, h.pos.store.id)));
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('the buyer response days of a commercial invoice (efatura.clientResponseDays)', () => {
  it('keeps a delivered commercial invoice waiting for its buyer within the default 8 days', async () => {
    const sale = await h.postSale('response-days-8', COMMERCIAL);
    const row = await h.waitFor(
      sale.documentId,
      (r) => r.gibStatusCode === 1300 && r.responseState === ClientResponse.unanswered,
    );
    expect(row).toMatchObject({ profileId: 'TICARIFATURA', pipelineStep: 'track' });
    expect(row.nextCheckAt).not.toBeNull();
  }, 60_000);

  it('counts it accepted once the tenant’s days ran out, dated at the deadline, and stops tracking', async () => {
    await h.db.insert(settings).values({
      scope: 'tenant',
      tenantId: h.pos.tenant.id,
      key: 'efatura.clientResponseDays',
      value: 0,
    });
    const sale = await h.postSale('response-days-0', COMMERCIAL);
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({
      gibStatusCode: 1300,
      responseState: ClientResponse.autoAccepted,
      responseMessage: null,
      nextCheckAt: null,
    });
    expect(row.responseDate?.getTime()).toBe(row.sentAt?.getTime());
  }, 60_000);
});
