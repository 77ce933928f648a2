import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  TBrand,
  TBrandInput,
  TBrandListQuery,
  TBrandType,
} from '../../../shared/device/brand';
import { brands } from '../../db/schema/devices';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TQueryable } from '../../db/queryable';

/** Brands are a platform-wide list (no tenant): every tenant picks from the same makers. */
function toBrand(row: typeof brands.$inferSelect): TBrand {
  return { ...row, brandType: row.brandType === 2 ? 2 : 1 };
}

export async function listBrands(db: TQueryable, query: TBrandListQuery): Promise<TBrand[]> {
  const where: SQL[] = [];
  if (query.brandType) where.push(eq(brands.brandType, query.brandType));
  if (query.searchText) where.push(foldedContains(brands.name, query.searchText));
  const rows = await db
    .select()
    .from(brands)
    .where(and(...where))
    .orderBy(turkishOrder(brands.name), brands.id)
    .limit(500);
  return rows.map(toBrand);
}

export async function findBrand(db: TQueryable, id: string): Promise<TBrand | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row ? toBrand(row) : null;
}

/** brandType by id, for checking a device's hardware and software brand references. */
export async function brandTypesOf(
  db: TQueryable,
  ids: string[],
): Promise<Map<string, TBrandType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, brandType: brands.brandType })
    .from(brands)
    .where(inArray(brands.id, ids));
  return new Map(rows.map((r) => [r.id, r.brandType === 2 ? 2 : 1]));
}

export async function brandNameTaken(
  db: TQueryable,
  input: Pick<TBrandInput, 'name' | 'brandType'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.brandType, input.brandType), eq(brands.name, input.name)));
  return row?.id ?? null;
}

export async function insertBrand(db: TQueryable, input: TBrandInput): Promise<TBrand> {
  const [row] = await db
    .insert(brands)
    .values({ ...input, description: input.description || null })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return toBrand(row);
}

export async function updateBrand(
  db: TQueryable,
  id: string,
  input: TBrandInput,
): Promise<TBrand | null> {
  const [row] = await db
    .update(brands)
    .set({ ...input, description: input.description || null })
    .where(eq(brands.id, id))
    .returning();
  return row ? toBrand(row) : null;
}
