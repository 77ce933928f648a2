import { bearerFor } from '../../modules/invoice/invoice.test-support';
import { createCatalogue } from '../../modules/reports/report-catalogue.test-support';
import type { TTestApp } from '../app';
import {
  createDeviceWithCredential,
  createDocument,
  createDocumentFile,
  createIntegratorExchange,
  createSeries,
} from '../document-factories';
import { createAdmin, createStore, createTenant, createUser, testDb, unique } from '../factories';

type THeaders = { authorization: string };

/**
 * One tenant's objects: `store` holds everything and is the store-mode user's store; `spare*`
 * objects exist so a probe may change them without touching the sessions it signs in with.
 */
export type TTenantWorld = Awaited<ReturnType<typeof createTenantWorld>>;

export type TProbeWorld = {
  a: TTenantWorld;
  b: TTenantWorld;
  admin: Awaited<ReturnType<typeof createAdmin>>;
  adminHeaders: THeaders;
  reportId: string;
};

async function createTenantWorld(t: TTestApp, label: string) {
  const db = testDb(t);
  const tenant = await createTenant(db, { name: `Sonda ${label} ${unique()} A.Ş.` });
  const tenantId = tenant.id;
  const store = await createStore(db, { tenantId, name: `Sonda ${label} Şube ${unique()}` });
  const spareStore = await createStore(db, { tenantId, name: `Sonda ${label} Yedek ${unique()}` });
  const owner = await createUser(db, { tenantId, isTenantOwner: true });
  const user = await createUser(db, { tenantId });
  const spareUser = await createUser(db, { tenantId });
  const series = await createSeries(db, { tenantId, storeId: store.id, docType: 2, prefix: 'SND' });
  const { device, credential } = await createDeviceWithCredential(db, t.config.secretKey, {
    tenantId,
    storeId: store.id,
  });
  const spare = await createDeviceWithCredential(db, t.config.secretKey, {
    tenantId,
    storeId: spareStore.id,
  });
  const document = await createDocument(db, {
    tenantId,
    storeId: store.id,
    deviceId: device.id,
    saleTransaction: true,
    lines: 2,
  });
  await createDocumentFile(db, document, 'ubl', `<Invoice>${document.ettn}</Invoice>`);
  await createDocumentFile(db, document, 'signed', `<Invoice>${document.ettn}</Invoice>`);
  await createIntegratorExchange(db, { tenantId, documentId: document.id });
  const spareDocument = await createDocument(db, { tenantId, storeId: spareStore.id });
  const ownerHeaders = await bearerFor(t, owner);
  const exported = await t.app.inject({
    method: 'POST',
    url: '/api/invoice/export',
    headers: ownerHeaders,
    payload: {},
  });
  if (exported.statusCode !== 202) throw new Error(`export: ${exported.statusCode}`);
  const exportId = exported.json<{ exportRequestId: string }>().exportRequestId;
  return {
    tenant,
    store,
    spareStore,
    owner,
    user,
    spareUser,
    series,
    device,
    credential,
    spareDevice: spare.device,
    document,
    spareDocument,
    exportId,
    ownerHeaders,
  };
}

/** A report ticket (spec §7 file downloader) the tenant's owner asked for and has not used. */
async function reportTicket(t: TTestApp, world: TTenantWorld, reportId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/internal/file-downloader/config?${new URLSearchParams({
      reportId,
      format: 'pdf',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    }).toString()}`,
    headers: world.ownerHeaders,
  });
  if (res.statusCode !== 200) throw new Error(`report config: ${res.statusCode} ${res.body}`);
  const { backendRequestUrl } = res.json<{ backendRequestUrl: string }>();
  return backendRequestUrl.split('/').pop() ?? '';
}

/** Tenants A and B with one of everything the API addresses by id, and an administrator. */
export async function createProbeWorld(t: TTestApp) {
  const admin = await createAdmin(testDb(t), { manageAdminUsers: true });
  const adminHeaders = await bearerFor(t, admin);
  const { reportIds } = await createCatalogue(t, adminHeaders, ['SALES_DAILY']);
  const reportId = reportIds.SALES_DAILY ?? '';
  const a = await createTenantWorld(t, 'A');
  const b = await createTenantWorld(t, 'B');
  const world: TProbeWorld = { a, b, admin, adminHeaders, reportId };
  return { ...world, bReportTicket: await reportTicket(t, b, reportId) };
}

/** Every id, number and name of a tenant's objects: none may appear in another tenant's answer. */
export function markersOf(w: TTenantWorld): string[] {
  const markers = [
    w.tenant.id,
    w.tenant.name,
    w.store.id,
    w.store.name,
    w.spareStore.id,
    w.spareStore.name,
    ...[w.owner, w.user, w.spareUser].flatMap((u) => [u.id, u.email]),
    w.series.id,
    ...[w.device, w.spareDevice].flatMap((d) => [d.id, d.serialNumber]),
    ...[w.document, w.spareDocument].flatMap((d) => [d.id, d.ettn, d.invoiceNo]),
    w.document.saleTransactionId,
    w.exportId,
  ];
  return markers.filter((m): m is string => typeof m === 'string' && m !== '');
}
