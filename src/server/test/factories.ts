import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TSession } from '../../shared/auth/session';
import { createDb, type TDb } from '../db/database';
import { featureFlags, translations } from '../db/schema/settings';
import { stores } from '../db/schema/stores';
import { tenants } from '../db/schema/tenants';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { encryptSecret, otpBinding } from '../lib/secrets';
import { SESSION_COOKIE } from '../session/session-cookie';

/** Meets the spec §5 rules, so factories' users can sign in and tests can reuse it. */
export const TEST_PASSWORD = 'Test!2345';

type TTenantRow = typeof tenants.$inferSelect;
type TStoreRow = typeof stores.$inferSelect;
type TUserRow = typeof users.$inferSelect;
type TFlagRow = typeof featureFlags.$inferSelect;

/** A short random suffix for names and serial numbers that must not collide. */
export const unique = () => crypto.randomBytes(4).toString('hex');

export function testDb(target: { pool: pg.Pool }): TDb {
  return createDb(target.pool);
}

export async function createTenant(
  db: TDb,
  overrides: Partial<typeof tenants.$inferInsert> = {},
): Promise<TTenantRow> {
  const [row] = await db
    .insert(tenants)
    .values({ name: `Test İşletmesi ${unique()} A.Ş.`, city: 'İstanbul', ...overrides })
    .returning();
  if (!row) throw new Error('tenant insert returned nothing');
  return row;
}

export async function createStore(
  db: TDb,
  overrides: Partial<typeof stores.$inferInsert> & { tenantId: string },
): Promise<TStoreRow> {
  const [row] = await db
    .insert(stores)
    .values({ name: `Test Şubesi ${unique()}`, cityName: 'İstanbul', ...overrides })
    .returning();
  if (!row) throw new Error('store insert returned nothing');
  return row;
}

export type TUserOverrides = Partial<
  Omit<typeof users.$inferInsert, 'passwordHash' | 'otpSecret'>
> & {
  /** Plain password; hashed with argon2id. null leaves the user without one. */
  password?: string | null;
  /** Plain base32 TOTP secret; stored encrypted with `secretKey` and enabled. */
  otpSecret?: string;
  secretKey?: Buffer;
};

/** A tenant user by default (give `tenantId`); `userType: 2` makes an administrator. */
export async function createUser(db: TDb, overrides: TUserOverrides = {}): Promise<TUserRow> {
  const { password = TEST_PASSWORD, otpSecret, secretKey, ...columns } = overrides;
  if (otpSecret && !secretKey) throw new Error('createUser: otpSecret needs secretKey');
  // Known before the insert: the OTP secret is bound to the row it is stored in.
  const id = columns.id ?? crypto.randomUUID();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@test.posbelge.test`,
      firstName: 'Test',
      lastName: 'Kullanıcı',
      ...columns,
      id,
      passwordHash: password === null ? null : await hashPassword(password),
      ...(otpSecret && secretKey
        ? { otpSecret: encryptSecret(otpSecret, secretKey, otpBinding(id)), otpEnabled: true }
        : {}),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function createAdmin(db: TDb, overrides: TUserOverrides = {}): Promise<TUserRow> {
  return createUser(db, { userType: 2, tenantId: null, ...overrides });
}

/** A tenant with one store and a default-permission user in it. */
export async function createTenantWithUser(db: TDb, userOverrides: TUserOverrides = {}) {
  const tenant = await createTenant(db);
  const store = await createStore(db, { tenantId: tenant.id });
  const user = await createUser(db, { tenantId: tenant.id, ...userOverrides });
  return { tenant, store, user };
}

export async function createFeatureFlag(
  db: TDb,
  overrides: Partial<typeof featureFlags.$inferInsert> & { name: string },
): Promise<TFlagRow> {
  const [row] = await db
    .insert(featureFlags)
    .values({ isActive: true, ...overrides })
    .returning();
  if (!row) throw new Error('feature flag insert returned nothing');
  return row;
}

export async function createTranslation(
  db: TDb,
  row: typeof translations.$inferInsert,
): Promise<void> {
  await db.insert(translations).values(row);
}

type TInjectable = Pick<FastifyInstance, 'inject'>;

export type TSignedIn = { session: TSession; cookie: string; bearer: { authorization: string } };

/** Signs in through the real endpoint; a distinct forwarded address keeps IP limits per test. */
export async function signInAs(
  app: TInjectable,
  user: { email: string },
  opts: { password?: string; otpCode?: string; tenantId?: string; ip?: string } = {},
): Promise<TSignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/authorize',
    headers: {
      'x-forwarded-for':
        opts.ip ?? `10.${Math.floor(Math.random() * 250)}.0.${Math.floor(Math.random() * 250)}`,
    },
    payload: {
      email: user.email,
      password: opts.password ?? TEST_PASSWORD,
      otpCode: opts.otpCode,
      tenantId: opts.tenantId,
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const session = res.json<TSession>();
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { session, cookie, bearer: { authorization: `Bearer ${session.token}` } };
}
