import type pg from 'pg';
import { TEST_PASSWORD } from '../factories';
import { markersOf, type TProbeWorld } from '../probes/probe-world';
import type { TValuePools } from './schema-arbitrary';

type TIdKinds = Record<string, string[]>;

/** Which kind of object a field or route names: the first pattern that matches wins. */
const KIND_OF: [RegExp, string][] = [
  [/ettn/i, 'ettn'],
  [/saleTransaction|sale-transactions/i, 'sale'],
  [/document|invoice/i, 'document'],
  [/device/i, 'device'],
  [/store/i, 'store'],
  [/admin-users|user/i, 'user'],
  [/tenant|customer/i, 'tenant'],
  [/reportGroup|reports\/group/i, 'reportGroup'],
  [/requestId|export/i, 'export'],
  [/report/i, 'report'],
  [/feature/i, 'featureFlag'],
  [/integrator|product/i, 'integratorProduct'],
  [/brand/i, 'brand'],
];

async function globalIds(pool: pg.Pool): Promise<TIdKinds> {
  const ids = async (table: string) =>
    (await pool.query<{ id: string }>(`select id from ${table}`)).rows.map((r) => r.id);
  return {
    featureFlag: await ids('feature_flags'),
    integratorProduct: await ids('integrator_products'),
    reportGroup: await ids('report_groups'),
    report: await ids('reports'),
    brand: await ids('brands'),
  };
}

/**
 * The world's values for valid-ish requests: ids picked by what the field (or, for a bare `id`,
 * the route) names, both tenants' numbers and names, and the e-mails of users no fuzz identity
 * signs in as (wrong passwords lock an account).
 */
export async function createPools(pool: pg.Pool, world: TProbeWorld & { bReportTicket: string }) {
  const { a, b } = world;
  const both = <T>(pick: (w: typeof a) => T[]) => [...pick(a), ...pick(b)];
  const kinds: TIdKinds = {
    ...(await globalIds(pool)),
    ettn: both((w) => [w.document.ettn, w.spareDocument.ettn]),
    sale: both((w) => [w.document.saleTransactionId ?? '']),
    document: both((w) => [w.document.id, w.spareDocument.id]),
    device: both((w) => [w.device.id, w.spareDevice.id]),
    store: both((w) => [w.store.id, w.spareStore.id]),
    user: [...both((w) => [w.user.id, w.spareUser.id, w.owner.id]), world.admin.id],
    tenant: both((w) => [w.tenant.id]),
    export: [...both((w) => [w.exportId]), world.bReportTicket],
  };
  const all = Object.values(kinds).flat();
  const texts = [...markersOf(a), ...markersOf(b), TEST_PASSWORD, 'SALES_DAILY', 'Documents'];
  return (routePath: string, hostile: boolean): TValuePools => ({
    idsFor(name: string) {
      const named = /^id$/i.test(name) ? routePath : name;
      const kind = KIND_OF.find(([pattern]) => pattern.test(named))?.[1];
      const ids = kind ? (kinds[kind] ?? []) : [];
      return ids.length > 0 ? ids : all;
    },
    texts,
    emails: [b.owner.email, b.user.email, a.spareUser.email],
    hostile,
  });
}

export type TPoolsFor = Awaited<ReturnType<typeof createPools>>;
