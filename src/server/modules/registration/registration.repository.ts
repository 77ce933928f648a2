import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/queryable';
import { countries } from '../../db/schema/reference';
import { pendingRegistrations } from '../../db/schema/registrations';
import { turkishOrder } from '../../db/sql-text';

export type TPendingRegistration = typeof pendingRegistrations.$inferSelect;
type TNewRegistration = Omit<
  typeof pendingRegistrations.$inferInsert,
  'id' | 'expiresAt' | 'confirmedAt' | 'createdTenantId' | 'createdAt'
>;

// Sign-ups belong to no tenant: these run under withSystemAccess('registration') only.

export async function insertPendingRegistration(
  db: TQueryable,
  values: TNewRegistration,
  lifeHours: number,
): Promise<string> {
  const [row] = await db
    .insert(pendingRegistrations)
    .values({ ...values, expiresAt: sql`now() + make_interval(hours => ${lifeHours})` })
    .returning({ id: pendingRegistrations.id });
  if (!row) throw new Error('registration insert returned nothing');
  return row.id;
}

/** The registration with its row locked, so two confirmations of one link queue on it. */
export async function lockPendingRegistration(db: TQueryable, id: string) {
  const [row] = await db
    .select({
      registration: pendingRegistrations,
      expired: sql<boolean>`${pendingRegistrations.expiresAt} <= now()`,
    })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, id))
    .for('update');
  return row;
}

/** Used up: the tenant it made is recorded and the password hash, now the owner's, is dropped. */
export async function markRegistrationConfirmed(
  db: TQueryable,
  id: string,
  tenantId: string,
): Promise<void> {
  await db
    .update(pendingRegistrations)
    .set({ confirmedAt: sql`now()`, createdTenantId: tenantId, passwordHash: null })
    .where(eq(pendingRegistrations.id, id));
}

/** Sign-ups never confirmed are dropped a day after their link expired (with their hashes). */
export async function deleteStaleRegistrations(db: TQueryable): Promise<void> {
  await db
    .delete(pendingRegistrations)
    .where(
      and(
        isNull(pendingRegistrations.confirmedAt),
        lt(pendingRegistrations.expiresAt, sql`now() - interval '1 day'`),
      ),
    );
}

export async function countryExists(db: TQueryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

/** Every country, Turkey first (spec §9 default country), then by Turkish name. */
export async function listCountryOptions(db: TQueryable) {
  return db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .orderBy(sql`${countries.iso2Code} <> 'TR'`, turkishOrder(countries.name), asc(countries.id));
}
