import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { integratorProducts } from '../../db/schema/integrators';
import { turkishOrder } from '../../db/sql-text';
import type {
  TIntegratorOptions,
  TIntegratorProduct,
} from '../../../shared/reference/integrator-products';

/** The global integrator catalogue (not tenant data); the default product first. */
export async function listIntegratorProducts(
  db: TDb,
  opts: { includeInactive: boolean },
): Promise<TIntegratorProduct[]> {
  return db
    .select({
      id: integratorProducts.id,
      name: integratorProducts.name,
      description: integratorProducts.description,
      implementerPartyType: integratorProducts.implementerPartyType,
      isActive: integratorProducts.isActive,
      isDefault: integratorProducts.isDefault,
    })
    .from(integratorProducts)
    .where(opts.includeInactive ? undefined : eq(integratorProducts.isActive, true))
    .orderBy(desc(integratorProducts.isDefault), turkishOrder(integratorProducts.name));
}

export async function findIntegratorOptions(
  db: TDb,
  id: string,
): Promise<TIntegratorOptions | undefined> {
  const [row] = await db
    .select({
      id: integratorProducts.id,
      name: integratorProducts.name,
      pluginKey: integratorProducts.pluginKey,
      pluginConfigurations: integratorProducts.pluginConfigurations,
    })
    .from(integratorProducts)
    .where(eq(integratorProducts.id, id));
  return row;
}

/** Which of these product ids name an active product. */
export async function findActiveProductIds(
  db: Pick<TDb, 'select'>,
  ids: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: integratorProducts.id })
    .from(integratorProducts)
    .where(and(inArray(integratorProducts.id, ids), eq(integratorProducts.isActive, true)));
  return new Set(rows.map((r) => r.id));
}
