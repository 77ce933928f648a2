import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { effectivePermissions } from '../../../shared/auth/permissions';
import type { TUserRow } from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TQueryable } from '../../db/queryable';

export type TUserRecord = typeof users.$inferSelect;

/** The list shape of a user; secrets never leave the server. */
export function toUserRow(row: TUserRecord): TUserRow {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    isActive: row.isActive,
    isTenantOwner: row.isTenantOwner,
    manageAdminUsers: row.manageAdminUsers,
    permissions: effectivePermissions(row),
    hasPassword: row.passwordHash !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whose users a query may touch: one tenant's, or the platform administrators. */
export type TUserPool = { kind: 'tenant'; tenantId: string } | { kind: 'admins' };

function poolFilter(pool: TUserPool): SQL {
  return pool.kind === 'tenant'
    ? sql`${users.tenantId} = ${pool.tenantId} and ${users.userType} = 1`
    : eq(users.userType, 2);
}

const SORT_COLUMNS = {
  firstName: turkishOrder(users.firstName),
  lastName: turkishOrder(users.lastName),
  email: users.email,
  createdAt: users.createdAt,
} as const;

export type TUserListArgs = {
  pageNumber: number;
  pageSize: number;
  searchText?: string | undefined;
  isActive?: boolean | undefined;
  sort?: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' } | undefined;
};

export async function listUsers(db: TDb, pool: TUserPool, query: TUserListArgs) {
  const text = query.searchText;
  const where = and(
    poolFilter(pool),
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    text
      ? or(
          foldedContains(users.firstName, text),
          foldedContains(users.lastName, text),
          foldedContains(users.email, text),
        )
      : undefined,
  );
  const sort = query.sort ?? { field: 'firstName', direction: 'asc' };
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(SORT_COLUMNS[sort.field]), asc(users.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toUserRow), rowCount: total?.n ?? 0 };
}

export async function findPoolUsers(
  db: TQueryable,
  pool: TUserPool,
  ids: readonly string[],
): Promise<TUserRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(poolFilter(pool), inArray(users.id, [...ids])))
    .for('update');
}

export type TUserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'phoneNumber' | 'permissions' | 'manageAdminUsers' | 'isActive'
  >
>;

export async function insertUser(db: TQueryable, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function updateUser(db: TQueryable, id: string, changes: TUserChanges) {
  const [after] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return after;
}

/** The tenant's name for an invitation mail ("you were invited to …"). */
export async function findInvitingTenantName(db: TQueryable, tenantId: string) {
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant?.name ?? null;
}
