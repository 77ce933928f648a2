import { eq } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { stores } from '../db/schema/stores';
import { createStore, createTenant } from '../test/factories';
import { createDeviceWithCredential, createSeries } from '../test/document-factories';

/** A tenant with one fully addressed store, its e-Arşiv series and `devices` POS devices. */
export async function createPipelineTenant(db: TDb, secretKey: Buffer, devices: number) {
  const tenant = await createTenant(db);
  const store = await createStore(db, {
    tenantId: tenant.id,
    taxNo: '1234567890',
    citySubdivisionName: 'Kadıköy',
    streetName: 'Moda Caddesi',
    taxOffice: 'Kadıköy',
  });
  await createSeries(db, { tenantId: tenant.id, storeId: store.id, docType: 2, prefix: 'CRS' });
  const credentials: string[] = [];
  for (let i = 0; i < devices; i++) {
    const { credential } = await createDeviceWithCredential(db, secretKey, {
      tenantId: tenant.id,
      storeId: store.id,
    });
    credentials.push(credential);
  }
  await db
    .update(stores)
    .set({ isActive: true })
    .where(tenantWhere(stores, tenant.id, eq(stores.id, store.id)));
  return { tenantId: tenant.id, storeId: store.id, credentials };
}
