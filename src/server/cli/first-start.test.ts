import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { createDb } from '../db/database';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { AppError } from '../lib/app-error';
import { verifyPassword } from '../lib/passwords';
import { resetPassword } from '../modules/account/account.public';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { prepareFirstStart, type TFirstStartOptions } from './first-start';
import { startBanner } from './start-banner';

const KEY = Buffer.alloc(32, 3);
let database: TTestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function freshPool() {
  database = await createTestDatabase();
  return database.pool;
}

function options(over: Partial<TFirstStartOptions>): TFirstStartOptions {
  return {
    nodeEnv: 'production',
    demo: false,
    adminEmail: undefined,
    baseUrl: 'https://belge.example.com',
    seedDocuments: 0,
    secretKey: KEY,
    log: () => undefined,
    ...over,
  };
}

async function emails(pool: TTestDatabase['pool']): Promise<string[]> {
  const res = await pool.query<{ email: string }>('select email from users order by email');
  return res.rows.map((r) => r.email);
}

describe('a production first start', () => {
  it('refuses to run without ADMIN_EMAIL and creates nothing', async () => {
    const pool = await freshPool();
    await expect(prepareFirstStart(pool, options({}))).rejects.toThrow(ConfigError);
    await expect(prepareFirstStart(pool, options({}))).rejects.toThrow(/ADMIN_EMAIL/);
    expect(await emails(pool)).toEqual([]);
  });

  it('creates the administrator from ADMIN_EMAIL with a one-time link and no demo data', async () => {
    const pool = await freshPool();
    const outcome = await prepareFirstStart(pool, options({ adminEmail: 'Root@Example.com' }));
    if (outcome.kind !== 'admin-created') throw new Error(`unexpected ${outcome.kind}`);
    expect(outcome.email).toBe('root@example.com');
    expect(await emails(pool)).toEqual(['root@example.com']);
    const { rows } = await pool.query(
      'select user_type, password_hash, manage_admin_users from users',
    );
    expect(rows[0]).toEqual({ user_type: 2, password_hash: null, manage_admin_users: true });

    const link = new URL(outcome.link);
    expect(link.origin + link.pathname).toBe('https://belge.example.com/reset-password');
    const input = {
      userId: link.searchParams.get('userId') ?? '',
      code: link.searchParams.get('code') ?? '',
      password: 'Yeni-Parola-2026!',
      confirmPassword: 'Yeni-Parola-2026!',
    };
    const db = createDb(pool);
    const actor = { ip: '127.0.0.1', requestId: 'first-start-test' };
    await resetPassword({ db }, input, actor);
    const hash = await pool.query<{ h: string }>('select password_hash as h from users');
    expect(await verifyPassword(hash.rows[0]?.h ?? '', input.password)).toBe(true);
    await expect(
      resetPassword(
        { db },
        { ...input, password: 'Baska-Parola-1!', confirmPassword: 'Baska-Parola-1!' },
        actor,
      ),
    ).rejects.toThrow(AppError);

    const banner = startBanner({
      url: 'https://belge.example.com',
      seconds: '1.0',
      demo: false,
      outcome,
    });
    expect(banner).toContain(outcome.link);
    expect(banner).not.toContain(DEMO_PASSWORD);
    expect(banner).not.toContain(DEMO_ADMIN_EMAIL);
  });

  it('does nothing once a platform administrator exists', async () => {
    const pool = await freshPool();
    await prepareFirstStart(pool, options({ adminEmail: 'root@example.com' }));
    const again = await prepareFirstStart(pool, options({ adminEmail: 'other@example.com' }));
    expect(again).toEqual({ kind: 'admin-present' });
    expect(await prepareFirstStart(pool, options({}))).toEqual({ kind: 'admin-present' });
    expect(await emails(pool)).toEqual(['root@example.com']);
  });
});

describe('a demo start', () => {
  it('seeds once and never re-creates a deleted demo administrator', async () => {
    const pool = await freshPool();
    const first = await prepareFirstStart(pool, options({ nodeEnv: 'development' }));
    expect(first.kind).toBe('demo-seeded');
    expect(await emails(pool)).toContain(DEMO_ADMIN_EMAIL);
    expect(startBanner({ url: 'x', seconds: '1', demo: true, outcome: first })).toContain(
      DEMO_PASSWORD,
    );

    await pool.query('delete from users where email = $1', [DEMO_ADMIN_EMAIL]);
    const again = await prepareFirstStart(pool, options({ nodeEnv: 'development' }));
    expect(again).toEqual({ kind: 'demo-present' });
    expect(await emails(pool)).not.toContain(DEMO_ADMIN_EMAIL);
  });

  it('happens in production only with --demo, and a later plain start warns about it', async () => {
    const pool = await freshPool();
    const outcome = await prepareFirstStart(pool, options({ demo: true }));
    expect(outcome.kind).toBe('demo-seeded');
    expect(await emails(pool)).toContain(DEMO_ADMIN_EMAIL);
    const log: string[] = [];
    const plain = await prepareFirstStart(pool, options({ log: (m) => log.push(m) }));
    expect(plain).toEqual({ kind: 'admin-present' });
    expect(log.join('\n')).toContain(DEMO_ADMIN_EMAIL);
  });
});
