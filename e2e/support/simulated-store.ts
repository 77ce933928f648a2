import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TStore, TStoreCreateInput, TStoreSummary } from '../../src/shared/store/store';
import type { TSimulatorStoreOptions } from '../../src/server/documents/integrators/simulator/control';
import { saleBody } from '../../src/server/modules/pos/pos.test-support';

/** A store of the signed-in tenant whose e-Arşiv documents the built-in simulator answers as told. */
export type TSimulatedStore = {
  /** Tells the simulator how to answer this store's next sends (its integrator options). */
  answer(options: TSimulatorStoreOptions): Promise<void>;
  /** Sells through the POS API, as the store's device; the sale's document's ETTN and number. */
  sell(key: string): Promise<{ ettn: string; invoiceNo: string }>;
};

const E_ARSIV = 2;
const MODEL = 'Merkez';
// Short simulator steps: a delivery reaches its final code within seconds, not minutes.
const STEP_MS = 100;

async function ok<T>(answer: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/**
 * Adds a store (a copy of the tenant's Merkez store under a new name, with its own e-Arşiv series)
 * and a device in it, through the same API calls the Stores and Devices screens make. Its own
 * store, so telling the simulator to fail touches no other spec's documents.
 */
export async function addSimulatedStore(page: Page, tag: string): Promise<TSimulatedStore> {
  // The demo's main store, not whichever store another spec added last.
  const stores = await ok<{ list: TStoreSummary[] }>(
    await page.request.get(`/api/store/list?PageNumber=1&PageSize=10&searchText=${MODEL}`),
  );
  const model = stores.list.find((s) => s.name.endsWith(MODEL));
  if (!model) throw new Error(`the tenant has no ${MODEL} store to copy`);
  const source = await ok<TStore>(await page.request.get(`/api/store?id=${model.id}`));
  const prefix = `Z${Math.random().toString(36).slice(2, 4).toUpperCase().padEnd(2, '0')}`;
  const body = (options: TSimulatorStoreOptions): TStoreCreateInput => ({
    name: `${tag} ${Date.now().toString(36)}`,
    taxNo: source.taxNo ?? '',
    taxOffice: source.taxOffice,
    cityName: source.cityName,
    citySubdivisionName: source.citySubdivisionName,
    streetName: source.streetName,
    buildingNumber: source.buildingNumber,
    countryName: source.countryName,
    docTypeConfigs: [
      {
        docType: E_ARSIV,
        gbAlias: null,
        integratorUid: null,
        integratorOptions: { responseDelayMs: STEP_MS, ...options },
      },
    ],
    invoiceSeries: [{ docType: E_ARSIV, prefix }],
  });
  const initial = body({});
  const { id } = await ok<{ id: string }>(await page.request.post('/api/store', { data: initial }));
  const created = await ok<{ credential: { credential: string } }>(
    await page.request.post('/api/device', {
      data: { storeId: id, serialNumber: `SIM${Date.now().toString().slice(-9)}` },
    }),
  );
  return {
    async answer(options) {
      const next = { ...body(options), name: initial.name, id };
      await ok(await page.request.put('/api/store', { data: next }));
    },
    async sell(key) {
      const sale = await page.request.post('/api/pos/sale-transactions', {
        headers: {
          authorization: `Device ${created.credential.credential}`,
          'idempotency-key': key,
        },
        data: saleBody(key, undefined, {
          transactionTime: new Date(Date.now() - 60_000).toISOString(),
        }),
      });
      return ok<{ ettn: string; invoiceNo: string }>(sale);
    },
  };
}
