import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentFiles } from '../db/schema/document-files';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { createUser, signInAs } from '../test/factories';
import { isSettled, startPipelineHarness, type TPipelineHarness } from './pipeline.test-support';
import { readDocumentFile } from '../documents/document-file.repository';

let h: TPipelineHarness;
let bearer: { authorization: string };
beforeAll(async () => {
  h = await startPipelineHarness();
  const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
  ({ bearer } = await signInAs(h.app, user));
}, 120_000);
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.simulator.control({ action: 'normal' });
});

const resend = (payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/invoice/resend', headers: bearer, payload });

async function sendRows(documentId: string) {
  const rows = await h.db
    .select({ operation: integratorExchanges.operation })
    .from(integratorExchanges)
    .where(
      and(
        eq(integratorExchanges.tenantId, h.pos.tenant.id),
        eq(integratorExchanges.documentId, documentId),
      ),
    );
  return rows.filter((r) => r.operation === 'send').length;
}

async function signedSha(documentId: string) {
  const [row] = await h.db
    .select({ sha256: documentFiles.sha256 })
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.tenantId, h.pos.tenant.id),
        eq(documentFiles.documentId, documentId),
        eq(documentFiles.kind, 'signed'),
      ),
    );
  return row?.sha256;
}

/** A sale whose envelope GİB processed and whose delivery then failed for good (1230). */
async function deliveryFailed(key: string) {
  h.simulator.control({ action: 'fail', code: 1230, count: 1 });
  const sale = await h.postSale(key);
  const failed = await h.waitFor(sale.documentId, isSettled);
  expect(failed).toMatchObject({ status: 6, gibStatusCode: 1230, isResendable: true });
  expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
  return { ...sale, failed };
}

describe('resend after a failed delivery (1215/1230)', () => {
  it('hands the same signed document to the integrator once more and ends in 1300', async () => {
    const { documentId, ettn, failed } = await deliveryFailed('redeliver-1');
    const signed = await signedSha(documentId);
    // GİB holds this content: the buyer cannot be corrected, only the same document sent.
    const corrected = await resend({ documentId, customer: { name: 'Başka Alıcı' } });
    expect(corrected.statusCode).toBe(422);
    expect(corrected.json()).toMatchObject({ details: { reason: 'correctionAfterGib' } });

    expect((await resend({ documentId })).statusCode).toBe(200);
    const sent = await h.waitFor(documentId, (r) => isSettled(r) && r.status !== 1);
    expect(sent).toMatchObject({
      status: 2,
      gibStatusCode: 1300,
      invoiceNo: failed.invoiceNo,
      ettn: failed.ettn,
      redeliveryRequestedAt: null,
    });
    expect(h.simulator.receivedRecord(ettn)).toMatchObject({ attempts: 2, deliveries: 2 });
    expect(await sendRows(documentId)).toBe(2);
    expect(await signedSha(documentId)).toBe(signed);
  }, 60_000);

  it('after a crash, sends a redelivery that never left, and not one that did', async () => {
    const lost = await deliveryFailed('redeliver-crash-1');
    const arrived = await deliveryFailed('redeliver-crash-2');
    // What a worker killed mid-send leaves: the attempt and the baseline (one envelope) are
    // stored, the lease still runs, and the call either never happened or its answer is lost.
    for (const { documentId } of [lost, arrived]) {
      await h.db
        .update(documents)
        .set({
          status: 1,
          isResendable: false,
          pipelineStep: 'send',
          attemptCount: 1,
          redeliveryRequestedAt: new Date(),
          redeliveryEnvelopes: 1,
          nextCheckAt: new Date(Date.now() + 3_600_000),
        })
        .where(and(eq(documents.tenantId, h.pos.tenant.id), eq(documents.id, documentId)));
    }
    const file = await readDocumentFile(
      h.db,
      { tenantId: h.pos.tenant.id, documentId: arrived.documentId },
      'signed',
    );
    const answer = await h.simulator.send(
      { docType: 2, supplierTaxNo: h.pos.store.taxNo ?? '', integratorOptions: {} },
      { ettn: arrived.ettn, signedXml: file?.content.toString('utf8') ?? '' },
    );
    expect(answer.outcome).toBe('accepted');
    // The lease runs out; the pipeline picks both up again.
    await h.db
      .update(documents)
      .set({ nextCheckAt: new Date() })
      .where(
        and(
          eq(documents.tenantId, h.pos.tenant.id),
          inArray(documents.id, [lost.documentId, arrived.documentId]),
        ),
      );
    for (const { documentId } of [lost, arrived]) {
      const row = await h.waitFor(documentId, (r) => isSettled(r) && r.status !== 1);
      expect(row).toMatchObject({ status: 2, gibStatusCode: 1300 });
    }
    expect(h.simulator.receivedRecord(lost.ettn)).toMatchObject({ attempts: 2, deliveries: 2 });
    expect(await sendRows(lost.documentId)).toBe(2);
    expect(h.simulator.receivedRecord(arrived.ettn)).toMatchObject({ attempts: 2, deliveries: 2 });
    expect(await sendRows(arrived.documentId)).toBe(1);
  }, 90_000);
});
