import { and, eq } from 'drizzle-orm';
import { createDb, type TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { stores } from '../db/schema/stores';
import { resolveGibDir } from '../documents/gib-dir';
import { sharedSimulatorEngine } from '../documents/integrators/get-integrator-plugin';
import type { SimulatorEngine } from '../documents/integrators/simulator/engine';
import { createPosTenant, deviceHeaders, saleBody } from '../modules/pos/pos.test-support';
import { buildTestApp, type TTestApp } from '../test/app';

export type TPipelineHarness = TTestApp & {
  db: TDb;
  simulator: SimulatorEngine;
  pos: Awaited<ReturnType<typeof createPosTenant>>;
  /** Posts a sale as the harness device; returns the accepted answer. */
  postSale(
    key: string,
    extra?: Parameters<typeof saleBody>[2],
  ): Promise<{ documentId: string; ettn: string }>;
  /** Waits until the predicate holds for the document row (polling the database). */
  waitFor(
    documentId: string,
    predicate: (row: typeof documents.$inferSelect) => boolean,
    timeoutMs?: number,
  ): Promise<typeof documents.$inferSelect>;
};

/** The real app with its pipeline running against the in-process simulator, sped up. */
export async function startPipelineHarness(): Promise<TPipelineHarness> {
  const testApp = await buildTestApp({
    PIPELINE: 'on',
    PIPELINE_POLL_SECONDS: '0.1',
    PIPELINE_LEASE_SECONDS: '5',
    INTEGRATOR_TIMEOUT_MS: '1500',
  });
  const db = createDb(testApp.pool);
  const simulator = sharedSimulatorEngine(resolveGibDir(testApp.config));
  simulator.control({ action: 'speed', factor: 50 });
  const pos = await createPosTenant(db, testApp.config.secretKey);
  // The supplier party of a UBL-TR document needs a full address.
  await db
    .update(stores)
    .set({ citySubdivisionName: 'Kadıköy', streetName: 'Moda Caddesi', taxOffice: 'Kadıköy' })
    .where(and(eq(stores.tenantId, pos.tenant.id), eq(stores.id, pos.store.id)));
  return {
    ...testApp,
    db,
    simulator,
    pos,
    async postSale(key, extra = {}) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/pos/sale-transactions',
        headers: deviceHeaders(pos.credential, key),
        payload: saleBody(key, undefined, extra),
      });
      if (res.statusCode !== 201) throw new Error(`sale refused: ${res.statusCode} ${res.body}`);
      return res.json<{ documentId: string; ettn: string }>();
    },
    async waitFor(documentId, predicate, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      let last: typeof documents.$inferSelect | undefined;
      while (Date.now() < until) {
        [last] = await db
          .select()
          .from(documents)
          .where(and(eq(documents.tenantId, pos.tenant.id), eq(documents.id, documentId)));
        if (last && predicate(last)) return last;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `document ${documentId} never reached the expected state: ${JSON.stringify(last)}`,
      );
    },
  };
}

export const isSettled = (row: typeof documents.$inferSelect) => row.pipelineStep === null;

/** A document's send rows: the answer's HTTP status (null: it never came) and its outcome. */
export async function sendRowsOf(h: TPipelineHarness, documentId: string) {
  return h.db
    .select({
      status: integratorExchanges.responseStatus,
      outcome: integratorExchanges.sendOutcome,
    })
    .from(integratorExchanges)
    .where(
      and(
        eq(integratorExchanges.tenantId, h.pos.tenant.id),
        eq(integratorExchanges.documentId, documentId),
        eq(integratorExchanges.operation, 'send'),
      ),
    );
}
