import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { ADMIN_USER_TYPE } from '../../shared/auth/permissions';
import { ConfigError } from '../config';
import { createDb } from '../db/database';
import { users } from '../db/schema/users';
import { DEMO_ADMIN_EMAIL } from '../db/seed/demo-accounts';
import { seedIzibizDemo } from '../db/seed/izibiz-demo';
import { isSeeded, seedDemoData } from '../db/seed/seed';
import { issueResetLink } from '../modules/account/account.public';

/** Long enough for an operator to open it after a deployment, short enough not to linger. */
export const FIRST_ADMIN_LINK_TTL_HOURS = 24;

export type TFirstStartOptions = {
  nodeEnv: 'development' | 'production' | 'test';
  /** `--demo`: demo data even in production (a showcase install). */
  demo: boolean;
  adminEmail: string | undefined;
  /** Where the printed set-password link points (PUBLIC_URL, or the local address). */
  baseUrl: string;
  seedDocuments: number;
  secretKey: Buffer;
  log: (m: string) => void;
};

export type TFirstStartOutcome =
  | { kind: 'demo-seeded'; documents: number; ms: number }
  | { kind: 'demo-present' }
  | { kind: 'admin-created'; email: string; link: string }
  | { kind: 'admin-present' };

export function usesDemoData(opts: Pick<TFirstStartOptions, 'nodeEnv' | 'demo'>): boolean {
  return opts.demo || opts.nodeEnv !== 'production';
}

/**
 * Where the server listens: HOST when set; else a demo install (its sign-ins and password are
 * published) only on this machine, and a production one on every interface.
 */
export function listenHost(host: string | undefined, demo: boolean): string {
  return host ?? (demo ? '127.0.0.1' : '0.0.0.0');
}

/**
 * What a start does to the database before serving: demo data once on an empty database outside
 * production, or, in production, the first platform administrator from ADMIN_EMAIL. It never
 * re-creates an account someone deleted: the demo seed runs only on a database without any user
 * or tenant, and the administrator is created only while there is no platform administrator.
 */
export async function prepareFirstStart(
  pool: pg.Pool,
  opts: TFirstStartOptions,
): Promise<TFirstStartOutcome> {
  if (usesDemoData(opts)) {
    if (await isSeeded(pool)) return { kind: 'demo-present' };
    opts.log(`First start: generating demo data (${opts.seedDocuments} documents) …`);
    const res = await seedDemoData(pool, {
      documents: opts.seedDocuments,
      seed: 1,
      log: opts.log,
      secretKey: opts.secretKey,
    });
    await seedIzibizDemo(pool, opts.secretKey);
    return { kind: 'demo-seeded', ...res };
  }
  return ensurePlatformAdmin(pool, opts);
}

const NO_ADMIN_EMAIL =
  'Invalid environment configuration:\n  ADMIN_EMAIL: required on the first production start ' +
  '(there is no platform administrator yet); the account is created from it.';

/**
 * Creates the first platform administrator without a password and returns a one-time
 * set-password link (the password-reset code mechanism): no known or printed password ever works,
 * and the link is spent by its first use.
 */
async function ensurePlatformAdmin(
  pool: pg.Pool,
  opts: TFirstStartOptions,
): Promise<TFirstStartOutcome> {
  const db = createDb(pool);
  return db.transaction(async (tx) => {
    // Two processes starting together: the second waits and then sees the first one's admin.
    await tx.execute(sql`select pg_advisory_xact_lock(7403)`);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, ADMIN_USER_TYPE), eq(users.isActive, true)))
      .limit(1);
    if (admin) {
      const [demo] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, DEMO_ADMIN_EMAIL), eq(users.isActive, true)));
      if (demo) {
        opts.log(
          `Warning: the demo administrator ${DEMO_ADMIN_EMAIL} (published password) exists in ` +
            'this production database; delete it or deactivate it.',
        );
      }
      return { kind: 'admin-present' } as const;
    }
    if (!opts.adminEmail) throw new ConfigError(NO_ADMIN_EMAIL);
    const email = opts.adminEmail.toLowerCase();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) {
      throw new ConfigError(
        `ADMIN_EMAIL ${email} belongs to an existing account that is not an active platform ` +
          'administrator; choose another address.',
      );
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: 'Platform',
        lastName: 'Administrator',
        userType: ADMIN_USER_TYPE,
        manageAdminUsers: true,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('platform administrator insert returned nothing');
    const link = await issueResetLink(tx, {
      userId: created.id,
      baseUrl: opts.baseUrl,
      ttlSeconds: FIRST_ADMIN_LINK_TTL_HOURS * 60 * 60,
    });
    return { kind: 'admin-created', email, link } as const;
  });
}
