import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentFiles } from '../db/schema/document-files';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { createUser, signInAs } from '../test/factories';
import { createDocument } from '../test/document-factories';
import { readDocumentFile } from '../documents/document-file.repository';
import { exchangeRequestBase64 } from '../documents/exchange-request';
import {
  isSettled,
  sendRowsOf,
  startPipelineHarness,
  type TPipelineHarness,
} from './pipeline.test-support';

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

/** The answer (HTTP status) each send row holds; null: the send's answer never came. */
async function sendRows(documentId: string) {
  return (await sendRowsOf(h, documentId)).map((r) => r.status);
}

/** Sent once: one send reached the integrator and one send row is in the exchange log. */
async function expectSentOnce(sale: { documentId: string; ettn: string }) {
  expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
  expect(await sendRows(sale.documentId)).toEqual([200]);
}

async function filesOf(documentId: string) {
  const rows = await h.db
    .select({ kind: documentFiles.kind })
    .from(documentFiles)
    .where(
      and(eq(documentFiles.tenantId, h.pos.tenant.id), eq(documentFiles.documentId, documentId)),
    );
  return rows.map((r) => r.kind).sort();
}

describe('document pipeline', () => {
  it('turns a sale into a signed document that reaches GİB once and ends successful', async () => {
    const sale = await h.postSale('pipe-ok-1');
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row).toMatchObject({ status: 2, gibStatusCode: 1300, integratorStatus: 4 });
    expect(row.sentAt).not.toBeNull();
    expect(await filesOf(sale.documentId)).toEqual(['signed', 'ubl']);
    await expectSentOnce(sale);
    const exchanges = await h.db
      .select()
      .from(integratorExchanges)
      .where(eq(integratorExchanges.documentId, sale.documentId));
    const send = exchanges.find((e) => e.operation === 'send');
    // The request is stored packed, and is exactly the stored signed file.
    expect(send?.requestBase64).toBeNull();
    const request = send && (await exchangeRequestBase64(h.db, h.pos.tenant.id, send));
    const signed = await readDocumentFile(
      h.db,
      { tenantId: h.pos.tenant.id, documentId: sale.documentId },
      'signed',
    );
    expect(request).toBe(signed?.content.toString('base64'));
    expect(exchanges.some((e) => e.operation === 'status')).toBe(true);
  }, 60_000);

  it('keeps documents while the integrator is offline and sends each once when it is back', async () => {
    h.simulator.control({ action: 'offline', reason: 'bakım' });
    const sales = [];
    for (const key of ['pipe-off-1', 'pipe-off-2', 'pipe-off-3']) sales.push(await h.postSale(key));
    // Tried more than once (the backoff is running) and still not delivered.
    for (const s of sales) await h.waitFor(s.documentId, (r) => r.attemptCount >= 2);
    for (const s of sales) {
      expect(h.simulator.receivedRecord(s.ettn).deliveries).toBe(0);
      const [row] = await h.db
        .select()
        .from(documentFiles)
        .where(eq(documentFiles.documentId, s.documentId));
      expect(row).toBeDefined();
    }
    h.simulator.control({ action: 'normal' });
    for (const s of sales) {
      const row = await h.waitFor(s.documentId, isSettled);
      expect(row.status).toBe(2);
      // Offline tries never reached the integrator: exactly one send did.
      expect(h.simulator.receivedRecord(s.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
    }
  }, 90_000);

  it('does not send twice when an answer was lost on the way back (timeout)', async () => {
    h.simulator.control({ action: 'timeout', process: true });
    const sale = await h.postSale('pipe-timeout-1');
    await h.waitFor(sale.documentId, (r) => r.attemptCount >= 1 && r.pipelineStep === 'send');
    await h.waitFor(sale.documentId, () => h.simulator.receivedRecord(sale.ettn).deliveries === 1);
    h.simulator.control({ action: 'normal' });
    const row = await h.waitFor(sale.documentId, isSettled);
    expect(row.status).toBe(2);
    // The timed-out send is logged without an answer; afterwards the pipeline asked instead of
    // sending.
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 1, deliveries: 1 });
    expect(await sendRows(sale.documentId)).toEqual([null]);
  }, 90_000);

  it('marks an XSD rejection failed and resendable, and a resend delivers it once', async () => {
    const key = 'pipe-reject-1';
    h.simulator.control({ action: 'fail', code: 1160, count: 1 });
    const sale = await h.postSale(key);
    const failed = await h.waitFor(sale.documentId, isSettled);
    expect(failed).toMatchObject({ status: 6, gibStatusCode: 1160, isResendable: true });
    expect(h.simulator.receivedRecord(sale.ettn).deliveries).toBe(0);
    const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
    const { bearer } = await signInAs(h.app, user);
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/invoice/resend',
      headers: bearer,
      payload: { documentId: sale.documentId },
    });
    expect(resend.statusCode).toBe(200);
    const sent = await h.waitFor(sale.documentId, (r) => isSettled(r) && r.status !== 1);
    expect(sent).toMatchObject({ status: 2, gibStatusCode: 1300, invoiceNo: failed.invoiceNo });
    // The rejected send and the resend: two attempts, one registration.
    expect(h.simulator.receivedRecord(sale.ettn)).toMatchObject({ attempts: 2, deliveries: 1 });
  }, 60_000);

  it('never resends after 1163', async () => {
    h.simulator.control({ action: 'fail', code: 1163, count: 1 });
    const sale = await h.postSale('pipe-1163-1');
    const row = await h.waitFor(sale.documentId, isSettled);
    // The injected 1163 registers the copy; its status decides, and nothing is sent again.
    expect(row.status).toBe(2);
    await expectSentOnce(sale);
  }, 60_000);

  it('cancels a sent e-Arşiv through the integrator (status 5), also one from before the simulator started', async () => {
    const user = await createUser(h.db, { tenantId: h.pos.tenant.id });
    const { bearer } = await signInAs(h.app, user);
    const cancel = (ettn: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/invoice/cancel',
        headers: bearer,
        payload: {
          docType: 2,
          ettn,
          cancelReason: 'Müşteri iade etti',
          cancelDate: new Date().toISOString(),
        },
      });

    const sale = await h.postSale('pipe-cancel-1');
    await h.waitFor(sale.documentId, isSettled);
    expect((await cancel(sale.ettn)).statusCode).toBe(200);
    const cancelled = await h.waitFor(sale.documentId, isSettled);
    expect(cancelled).toMatchObject({ status: 5, integratorStatus: 5 });
    expect(h.simulator.status(sale.ettn).cancelled).toBe(true);

    // A document the demo data says was sent yesterday: the simulator recalls it from the database.
    // Its row still holds an older GİB code; the cancellation's answer (delivered, 1300) replaces it.
    const past = await createDocument(h.db, {
      tenantId: h.pos.tenant.id,
      storeId: h.pos.store.id,
      profileId: 'EARSIVFATURA',
      gibStatusCode: 1200,
      integratorStatus: 4,
      issuedAt: new Date(Date.now() - 86_400_000),
    });
    expect((await cancel(past.ettn)).statusCode).toBe(200);
    expect(await h.waitFor(past.id, isSettled)).toMatchObject({ status: 5, gibStatusCode: 1300 });
    expect(h.simulator.receivedRecord(past.ettn).deliveries).toBe(0);
  }, 60_000);
});

describe('a document whose step still runs elsewhere (its lease ran out)', () => {
  it('is left alone until that lock is given back, and nothing else waits for it', async () => {
    const first = await h.postSale('elsewhere-1');
    await h.waitFor(first.documentId, isSettled);
    // Another process holds the document's lock, its step still running; the row is due again.
    const other = await h.pool.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtextextended('document:' || $1, 0))`, [
        first.documentId,
      ]);
      await h.pool.query(
        `update documents set pipeline_step = 'track', next_check_at = now() where id = $1`,
        [first.documentId],
      );
      const later = [await h.postSale('elsewhere-2'), await h.postSale('elsewhere-3')];
      for (const doc of later) await h.waitFor(doc.documentId, isSettled, 60_000);
      const [row] = await h.db
        .select({ step: documents.pipelineStep })
        .from(documents)
        .where(eq(documents.id, first.documentId));
      expect(row?.step).toBe('track');
    } finally {
      await other.query(`select pg_advisory_unlock_all()`);
      other.release();
    }
    await h.waitFor(first.documentId, isSettled, 60_000);
  }, 120_000);
});

describe('many documents due at once', () => {
  it('runs them all, however many steps hold their document locks', async () => {
    // More steps at once than the app's pool has connections (as after a restart).
    const sales = await Promise.all(Array.from({ length: 24 }, (_, i) => h.postSale(`burst-${i}`)));
    for (const sale of sales) await h.waitFor(sale.documentId, isSettled, 90_000);
  }, 180_000);
});
