import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { invoiceCounters } from '../../db/schema/series';
import type { TTestApp } from '../../test/app';
import { createDocument, createSeries } from '../../test/document-factories';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';

export type THeaders = { authorization: string };

/** Signs in and selects a tenant (and store) when given: store mode, tenant mode, or neither. */
export async function bearerFor(
  t: TTestApp,
  user: { email: string },
  target?: { tenantId: string; storeId: string | null },
): Promise<THeaders> {
  const { bearer } = await signInAs(t.app, user);
  if (!target) return bearer;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: bearer,
    payload: target,
  });
  if (res.statusCode !== 200) throw new Error(`scope failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

async function createNamedDevice(
  db: TDb,
  values: { tenantId: string; storeId: string; serialNumber: string; description: string },
) {
  const [row] = await db.insert(devices).values(values).returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

/** A series and its counter for this year, as numbering leaves them after `issued` numbers. */
async function seriesWithCounter(
  db: TDb,
  values: { tenantId: string; storeId: string; prefix: string; year: number; issued: number },
) {
  const series = await createSeries(db, { ...values, docType: 2 });
  await db.insert(invoiceCounters).values({
    tenantId: values.tenantId,
    seriesId: series.id,
    year: values.year,
    lastValue: values.issued,
  });
  return series;
}

/**
 * Anadolu Market (İstanbul: stores Kadıköy Şube and Moda Şubesi, a device and numbered documents
 * in each) and Ege Kafe (İzmir: Alsancak Şube, its own device and documents), with sessions.
 */
export async function searchWorld(t: TTestApp) {
  const db = testDb(t);
  const today = istanbulDay(new Date());
  const year = Number(today.slice(0, 4));
  const anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.', city: 'İstanbul' });
  const ege = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.', city: 'İzmir' });
  const kadikoy = await createStore(db, {
    tenantId: anadolu.id,
    name: 'Kadıköy Şube',
    cityName: 'İstanbul',
  });
  const moda = await createStore(db, {
    tenantId: anadolu.id,
    name: 'Moda Şubesi',
    cityName: 'İstanbul',
  });
  const alsancak = await createStore(db, {
    tenantId: ege.id,
    name: 'Alsancak Şube',
    cityName: 'İzmir',
  });
  const kadikoyDevice = await createNamedDevice(db, {
    tenantId: anadolu.id,
    storeId: kadikoy.id,
    serialNumber: 'JIKDK0001',
    description: 'Kasa Çıkışı',
  });
  const modaDevice = await createNamedDevice(db, {
    tenantId: anadolu.id,
    storeId: moda.id,
    serialNumber: 'JIMDA0001',
    description: 'Kasa Giriş',
  });
  const egeDevice = await createNamedDevice(db, {
    tenantId: ege.id,
    storeId: alsancak.id,
    serialNumber: 'JIEGE0001',
    description: 'Kasa Çıkışı',
  });
  const kdk = await seriesWithCounter(db, {
    tenantId: anadolu.id,
    storeId: kadikoy.id,
    prefix: 'KDK',
    year,
    issued: 13,
  });
  const mda = await seriesWithCounter(db, {
    tenantId: anadolu.id,
    storeId: moda.id,
    prefix: 'MDA',
    year,
    issued: 12,
  });
  const egeSeries = await seriesWithCounter(db, {
    tenantId: ege.id,
    storeId: alsancak.id,
    prefix: 'KDE',
    year,
    issued: 12,
  });
  const doc = (
    store: { id: string; tenantId: string; name: string },
    series: { id: string; prefix: string },
    sequence: number,
    invoiceDate: string,
  ) =>
    createDocument(db, {
      tenantId: store.tenantId,
      storeId: store.id,
      storeName: store.name,
      seriesId: series.id,
      invoiceNo: `${series.prefix}${year}${String(sequence).padStart(9, '0')}`,
      invoiceDate,
    });
  const docs = {
    kadikoyToday: await doc(kadikoy, kdk, 12, today),
    kadikoyEdge: await doc(kadikoy, kdk, 11, minusDays(today, 30)),
    kadikoyOld: await doc(kadikoy, kdk, 10, minusDays(today, 31)),
    modaToday: await doc(moda, mda, 12, today),
    egeToday: await doc(alsancak, egeSeries, 12, today),
  };
  const anadoluUser = await createUser(db, { tenantId: anadolu.id });
  const egeUser = await createUser(db, { tenantId: ege.id });
  const admin = await createAdmin(db);
  return {
    db,
    year,
    anadolu: { tenant: anadolu, kadikoy, moda, kadikoyDevice, modaDevice, user: anadoluUser },
    ege: { tenant: ege, alsancak, egeDevice, user: egeUser },
    docs,
    admin,
    asAnadolu: await bearerFor(t, anadoluUser),
    asAnadoluKadikoy: await bearerFor(t, anadoluUser, {
      tenantId: anadolu.id,
      storeId: kadikoy.id,
    }),
    asEge: await bearerFor(t, egeUser),
    asAdmin: await bearerFor(t, admin),
    asAdminInEge: await bearerFor(t, admin, { tenantId: ege.id, storeId: null }),
  };
}
