import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TQueryable } from '../../db/queryable';
import { integratorProducts, integratorTaxpayerStatus } from '../../db/schema/integrators';
import { storeIntegratorConfigs, stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type {
  TTaxpayerStatusQuery,
  TTaxpayerStatusRow,
} from '../../../shared/integrator/integrator-admin';

/** A taxpayer an integrator product sends for, with the store config to ask it with. */
export type TTaxpayerTarget = {
  productId: string;
  pluginKey: string;
  pluginConfigurations: Record<string, unknown>;
  taxNo: string;
  tenantName: string;
  tenantId: string;
  storeId: string;
  docType: number | null;
  uid: string | null;
  pwdEncrypted: string | null;
  options: Record<string, unknown> | null;
};

export type TTaxpayerState = {
  productId: string;
  taxNo: string;
  name: string | null;
  isOnline: boolean;
  offlineReason: string | null;
  onlineDate: Date | null;
};

const liveStore = () =>
  and(eq(stores.isActive, true), eq(tenants.isActive, true), isNotNull(stores.taxNo));

/**
 * Every (product, taxpayer) the tenants send through: a store's own product per docType, and the
 * default product for every store (it takes the docTypes a store did not configure). Crosses
 * tenants: the status poll's system access only.
 */
export async function listTaxpayerTargets(
  db: Pick<TQueryable, 'select'>,
): Promise<TTaxpayerTarget[]> {
  const configured = await db
    .select({
      productId: integratorProducts.id,
      pluginKey: integratorProducts.pluginKey,
      pluginConfigurations: integratorProducts.pluginConfigurations,
      taxNo: sql<string>`${stores.taxNo}`,
      tenantName: tenants.name,
      tenantId: stores.tenantId,
      storeId: stores.id,
      docType: storeIntegratorConfigs.docType,
      uid: storeIntegratorConfigs.integratorUid,
      pwdEncrypted: storeIntegratorConfigs.integratorPwdEncrypted,
      options: storeIntegratorConfigs.integratorOptions,
    })
    .from(storeIntegratorConfigs)
    .innerJoin(
      stores,
      and(
        eq(stores.tenantId, storeIntegratorConfigs.tenantId),
        eq(stores.id, storeIntegratorConfigs.storeId),
      ),
    )
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .innerJoin(
      integratorProducts,
      eq(integratorProducts.id, storeIntegratorConfigs.integratorProductId),
    )
    .where(and(liveStore(), eq(integratorProducts.isActive, true)));
  const byDefault = await db
    .select({
      productId: integratorProducts.id,
      pluginKey: integratorProducts.pluginKey,
      pluginConfigurations: integratorProducts.pluginConfigurations,
      taxNo: sql<string>`${stores.taxNo}`,
      tenantName: tenants.name,
      tenantId: stores.tenantId,
      storeId: stores.id,
      docType: sql<number | null>`null`,
      uid: sql<string | null>`null`,
      pwdEncrypted: sql<string | null>`null`,
      options: sql<Record<string, unknown> | null>`null`,
    })
    .from(stores)
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .innerJoin(
      integratorProducts,
      and(eq(integratorProducts.isDefault, true), eq(integratorProducts.isActive, true)),
    )
    .where(liveStore());
  // One question per product and taxpayer; a configured store's credentials are preferred.
  const unique = new Map<string, TTaxpayerTarget>();
  for (const target of [...configured, ...byDefault]) {
    const key = `${target.productId}|${target.taxNo}`;
    if (!unique.has(key)) unique.set(key, target);
  }
  return [...unique.values()];
}

export async function listTaxpayerStates(
  db: Pick<TQueryable, 'select'>,
  productIds: string[],
): Promise<TTaxpayerState[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: integratorTaxpayerStatus.integratorProductId,
      taxNo: integratorTaxpayerStatus.taxNo,
      name: integratorTaxpayerStatus.name,
      isOnline: integratorTaxpayerStatus.isOnline,
      offlineReason: integratorTaxpayerStatus.offlineReason,
      onlineDate: integratorTaxpayerStatus.onlineDate,
    })
    .from(integratorTaxpayerStatus)
    .where(inArray(integratorTaxpayerStatus.integratorProductId, productIds));
}

/** Writes a taxpayer's new state (a change the plugin reported) and when it was checked. */
export async function saveTaxpayerState(
  db: Pick<TQueryable, 'insert'>,
  state: TTaxpayerState,
  checkedAt: Date,
): Promise<void> {
  const { productId, ...columns } = state;
  await db
    .insert(integratorTaxpayerStatus)
    .values({ integratorProductId: productId, ...columns, checkedAt })
    .onConflictDoUpdate({
      target: [integratorTaxpayerStatus.integratorProductId, integratorTaxpayerStatus.taxNo],
      set: { ...columns, checkedAt, updatedAt: checkedAt },
    });
}

/** Marks taxpayers whose state the plugin confirmed unchanged as checked. */
export async function markTaxpayersChecked(
  db: Pick<TQueryable, 'update'>,
  productId: string,
  taxNos: string[],
  checkedAt: Date,
): Promise<void> {
  if (taxNos.length === 0) return;
  await db
    .update(integratorTaxpayerStatus)
    // updated_at keeps the time of the last change (the column would take the time of this write).
    .set({ checkedAt, updatedAt: sql`${integratorTaxpayerStatus.updatedAt}` })
    .where(
      and(
        eq(integratorTaxpayerStatus.integratorProductId, productId),
        inArray(integratorTaxpayerStatus.taxNo, taxNos),
      ),
    );
}

/** When any taxpayer was last checked: a poll that ran meanwhile elsewhere is not repeated. */
export async function lastTaxpayerCheck(db: Pick<TQueryable, 'select'>): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${integratorTaxpayerStatus.checkedAt})` })
    .from(integratorTaxpayerStatus);
  return row?.at ? new Date(row.at) : null;
}

function statusWhere(tenantId: string | null, query: TTaxpayerStatusQuery): SQL | undefined {
  const own =
    tenantId === null
      ? undefined
      : inArray(
          integratorTaxpayerStatus.taxNo,
          sql`(select ${stores.taxNo} from ${stores} where ${tenantWhere(stores, tenantId)})`,
        );
  const search = query.searchText
    ? or(
        foldedContains(integratorTaxpayerStatus.name, query.searchText),
        foldedContains(integratorTaxpayerStatus.taxNo, query.searchText),
      )
    : undefined;
  return and(
    own,
    search,
    query.integratorProductId
      ? eq(integratorTaxpayerStatus.integratorProductId, query.integratorProductId)
      : undefined,
    query.isOnline === undefined
      ? undefined
      : eq(integratorTaxpayerStatus.isOnline, query.isOnline),
  );
}

/** The statuses an owner may see (their tenant's taxpayers) or, with `tenantId` null, all. */
export async function listTaxpayerStatuses(
  db: Pick<TQueryable, 'select'>,
  tenantId: string | null,
  query: TTaxpayerStatusQuery,
): Promise<{ rows: TTaxpayerStatusRow[]; rowCount: number }> {
  const where = statusWhere(tenantId, query);
  const [total] = await db.select({ n: count() }).from(integratorTaxpayerStatus).where(where);
  const rows = await db
    .select({
      integratorProductId: integratorTaxpayerStatus.integratorProductId,
      integratorName: integratorProducts.name,
      pluginKey: integratorProducts.pluginKey,
      taxNo: integratorTaxpayerStatus.taxNo,
      name: integratorTaxpayerStatus.name,
      isOnline: integratorTaxpayerStatus.isOnline,
      offlineReason: integratorTaxpayerStatus.offlineReason,
      onlineDate: integratorTaxpayerStatus.onlineDate,
      checkedAt: integratorTaxpayerStatus.checkedAt,
    })
    .from(integratorTaxpayerStatus)
    .innerJoin(
      integratorProducts,
      eq(integratorProducts.id, integratorTaxpayerStatus.integratorProductId),
    )
    .where(where)
    .orderBy(
      asc(integratorTaxpayerStatus.isOnline),
      asc(turkishOrder(integratorTaxpayerStatus.name)),
      asc(integratorTaxpayerStatus.taxNo),
    )
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return {
    rows: rows.map((r) => ({
      ...r,
      onlineDate: r.onlineDate?.toISOString() ?? null,
      checkedAt: r.checkedAt?.toISOString() ?? null,
    })),
    rowCount: total?.n ?? 0,
  };
}
