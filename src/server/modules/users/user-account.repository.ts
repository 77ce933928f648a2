import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/queryable';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';

export type TUserRow = typeof users.$inferSelect;

export async function findUserById(db: TQueryable, id: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** E-mails are stored lower-case (check constraint), so callers pass the normalised address. */
export async function findUserByEmail(db: TQueryable, email: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** A user may work only while active and, for tenant users, while their tenant is active too. */
export async function canUseAccount(db: TQueryable, user: TUserRow): Promise<boolean> {
  if (!user.isActive) return false;
  if (user.userType === 2 || !user.tenantId) return true;
  const [tenant] = await db
    .select({ isActive: tenants.isActive })
    .from(tenants)
    .where(eq(tenants.id, user.tenantId));
  return tenant?.isActive === true;
}

export async function markSignedIn(db: TQueryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Records the time step of the code a user signed in with, unless that step (or a later one) was
 * already used: two sign-ins racing with the same code cannot both win.
 */
export async function consumeOtpTimeStep(
  db: TQueryable,
  userId: string,
  timeStep: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ otpLastTimeStep: timeStep })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.otpLastTimeStep), lt(users.otpLastTimeStep, timeStep)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setPasswordHash(
  db: TQueryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setOtp(
  db: TQueryable,
  userId: string,
  otp: { otpSecret: string | null; otpEnabled: boolean },
): Promise<void> {
  await db.update(users).set(otp).where(eq(users.id, userId));
}
