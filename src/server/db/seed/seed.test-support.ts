import type pg from 'pg';
import { seedDemoData } from './seed';

/** The demo data the seed tests read: 2,000 documents of seed 1, made on a fixed day. */
export const SEEDED = {
  documents: 2000,
  now: new Date('2026-06-15T09:30:00Z'),
  secretKey: Buffer.alloc(32, 7),
} as const;

export function seedForTest(pool: pg.Pool) {
  return seedDemoData(pool, {
    documents: SEEDED.documents,
    seed: 1,
    now: SEEDED.now,
    secretKey: SEEDED.secretKey,
  });
}

/** Plain queries on the seeded database, and the distinct values of a documents column. */
export function queriesOn(pool: pg.Pool) {
  const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await pool.query(sql, params)).rows as T[];
  const distinct = async (column: string): Promise<number[]> =>
    (
      await rows<{ v: number }>(
        `select distinct ${column} as v from documents where ${column} is not null order by 1`,
      )
    ).map((r) => r.v);
  return { rows, distinct };
}
