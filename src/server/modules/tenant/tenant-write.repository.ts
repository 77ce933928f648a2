import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';
import type { TQueryable } from '../../db/queryable';

type TTenantRow = typeof tenants.$inferSelect;
export type TNewTenant = Omit<typeof tenants.$inferInsert, 'id'>;
export type TNewOwner = Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'isTenantOwner'>;

// The tenants table is the tenant itself: its id is the tenant id, so `tenantWhere` does not
// apply; an administrator's route names the tenant it works on.

export async function insertTenant(db: TQueryable, values: TNewTenant) {
  const [row] = await db.insert(tenants).values(values).returning();
  return row;
}

/** The tenant's account owner, created with it (no password yet). */
export async function insertTenantOwner(db: TQueryable, tenantId: string, values: TNewOwner) {
  const [row] = await db
    .insert(users)
    .values({ ...values, tenantId, isTenantOwner: true })
    .returning();
  return row;
}

export async function setAccountOwner(
  db: TQueryable,
  tenantId: string,
  ownerId: string | null,
): Promise<void> {
  await db.update(tenants).set({ accountOwnerId: ownerId }).where(eq(tenants.id, tenantId));
}

/** One tenant, its row locked for a change. */
export async function lockTenant(
  db: TQueryable,
  tenantId: string,
): Promise<TTenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row;
}

export async function updateTenantRow(
  db: TQueryable,
  tenantId: string,
  values: Partial<TNewTenant>,
): Promise<void> {
  await db.update(tenants).set(values).where(eq(tenants.id, tenantId));
}

/** The listed tenants' active flags, locked for an activation change. */
export async function lockTenants(db: TQueryable, ids: string[]) {
  return db
    .select({ id: tenants.id, isActive: tenants.isActive })
    .from(tenants)
    .where(inArray(tenants.id, ids))
    .for('update');
}

/** Sets the flag only where it differs, so a concurrent change is not overwritten twice. */
export async function setTenantActive(
  db: TQueryable,
  tenantId: string,
  isActive: boolean,
): Promise<void> {
  await db
    .update(tenants)
    .set({ isActive })
    .where(and(eq(tenants.id, tenantId), sql`${tenants.isActive} <> ${isActive}`));
}

export async function tenantHasDocuments(db: Pick<TDb, 'select'>, tenantId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(documents)
    .where(tenantWhere(documents, tenantId))
    .limit(1);
  return row !== undefined;
}

/** Deletes the tenant with its users and stores; anything else still pointing at it refuses. */
export async function deleteTenantRows(db: TQueryable, tenantId: string): Promise<void> {
  await setAccountOwner(db, tenantId, null);
  await db.delete(users).where(tenantWhere(users, tenantId));
  await db.delete(stores).where(tenantWhere(stores, tenantId));
  await db.delete(tenants).where(eq(tenants.id, tenantId));
}

export async function findAccountOwnerId(db: TQueryable, tenantId: string) {
  const [row] = await db
    .select({ ownerId: tenants.accountOwnerId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

/** The owner's sign-in address; its value before the change, undefined without such a user. */
export async function setOwnerEmail(db: TQueryable, ownerId: string, email: string) {
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  await db.update(users).set({ email }).where(eq(users.id, ownerId));
  return before;
}
