import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import type { TQueryable } from '../../db/queryable';
import { integratorProducts } from '../../db/schema/integrators';
import { storeIntegratorConfigs } from '../../db/schema/stores';
import { turkishOrder } from '../../db/sql-text';
import type {
  TIntegratorProductColumns,
  TIntegratorProductDetail,
} from '../../../shared/integrator/integrator-admin';

const DETAIL = {
  id: integratorProducts.id,
  name: integratorProducts.name,
  description: integratorProducts.description,
  implementerPartyType: integratorProducts.implementerPartyType,
  isActive: integratorProducts.isActive,
  isDefault: integratorProducts.isDefault,
  pluginKey: integratorProducts.pluginKey,
  pluginConfigurations: integratorProducts.pluginConfigurations,
};

/** The global integrator catalogue (not tenant data); written by administrators only. */
export async function findProductDetail(
  db: Pick<TQueryable, 'select'>,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TIntegratorProductDetail | undefined> {
  const query = db.select(DETAIL).from(integratorProducts).where(eq(integratorProducts.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every product, for the poll and the health check. */
export async function listProductDetails(
  db: Pick<TQueryable, 'select'>,
  opts: { activeOnly: boolean },
): Promise<TIntegratorProductDetail[]> {
  return db
    .select(DETAIL)
    .from(integratorProducts)
    .where(opts.activeOnly ? eq(integratorProducts.isActive, true) : undefined)
    .orderBy(turkishOrder(integratorProducts.name));
}

export async function insertProduct(
  db: Pick<TQueryable, 'insert'>,
  product: TIntegratorProductColumns,
): Promise<string> {
  const [row] = await db
    .insert(integratorProducts)
    .values(product)
    .returning({ id: integratorProducts.id });
  if (!row) throw new Error('integrator product insert returned nothing');
  return row.id;
}

export async function updateProduct(
  db: Pick<TQueryable, 'update'>,
  id: string,
  product: TIntegratorProductColumns,
): Promise<void> {
  await db
    .update(integratorProducts)
    .set({ ...product, updatedAt: new Date() })
    .where(eq(integratorProducts.id, id));
}

/**
 * Takes the default flag from every product but `keepId` (one default at most) and returns the
 * ids it took it from. Callers hold lockCatalogue first, so two changes never race for it.
 */
export async function clearOtherDefaults(
  db: Pick<TQueryable, 'update'>,
  keepId: string | null,
): Promise<string[]> {
  const rows = await db
    .update(integratorProducts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(integratorProducts.isDefault, true),
        keepId === null ? undefined : ne(integratorProducts.id, keepId),
      ),
    )
    .returning({ id: integratorProducts.id });
  return rows.map((r) => r.id);
}

/** Serialises changes of the catalogue's default within the transaction. */
export async function lockCatalogue(db: Pick<TDb, 'execute'>): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('integrator-products'))`);
}

export async function deleteProduct(db: Pick<TQueryable, 'delete'>, id: string): Promise<void> {
  await db.delete(integratorProducts).where(eq(integratorProducts.id, id));
}

/** Store configurations (any tenant) that name the product: it cannot be deleted then. */
export async function countProductUses(
  db: Pick<TQueryable, 'select'>,
  id: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storeIntegratorConfigs)
    .where(eq(storeIntegratorConfigs.integratorProductId, id));
  return row?.n ?? 0;
}
