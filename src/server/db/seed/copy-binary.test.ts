import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER, CopyWriter } from './copy-binary';

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

/** COPYs what `write` produced into a table of `columns` and reads every row back as text. */
async function roundTrip(
  columns: readonly string[],
  write: (w: CopyWriter) => void,
): Promise<string[][]> {
  const client = await database.pool.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    await client.query(`create temporary table t (n serial, ${columns.join(', ')})`);
    const names = columns.map((c) => c.split(' ')[0]);
    const w = new CopyWriter();
    write(w);
    const copy = client.query(
      copyFrom(`copy t (${names.join(', ')}) from stdin with (format binary)`),
    );
    await pipeline(Readable.from([COPY_BINARY_HEADER, ...w.take(), COPY_BINARY_TRAILER]), copy);
    const res = await client.query({
      text: `select ${names.map((n) => `${n}::text`).join(', ')} from t order by n`,
      rowMode: 'array',
    });
    return res.rows as string[][];
  } finally {
    await client.query('drop table if exists t');
    client.release();
  }
}

describe('CopyWriter (binary COPY)', () => {
  it('writes numerics PostgreSQL reads back exactly, with their scale', async () => {
    const cases: [number, number, number, string][] = [
      [0, 2, 2, '0.00'],
      [5, 2, 2, '0.05'],
      [123456, 2, 2, '1234.56'],
      [-1999, 2, 2, '-19.99'],
      [100_000_000, 2, 2, '1000000.00'],
      [1_234_567_890_123_456, 2, 2, '12345678901234.56'],
      [1990, 2, 4, '19.9000'],
      [1250, 3, 3, '1.250'],
      [2_000_000, 3, 3, '2000.000'],
      [18, 0, 2, '18.00'],
      [10000, 0, 2, '10000.00'],
    ];
    const rows = await roundTrip(['v numeric', 'price numeric(18, 4)'], (w) => {
      for (const [units, scale, display] of cases) {
        w.row(2);
        w.numeric(units, scale, display);
        w.null();
      }
      w.row(2);
      w.null();
      w.numeric(1990, 2, 4);
    });
    expect(rows.map((r) => r[0])).toEqual([...cases.map((c) => c[3]), null]);
    expect(rows.map((r) => r[1])).toEqual([...cases.map(() => null), '19.9000']);
  });

  it('writes dates, times and timestamps on PostgreSQL’s 2000 epoch', async () => {
    const rows = await roundTrip(['d date', 't time', 'ts timestamptz'], (w) => {
      w.row(3);
      w.date(Date.UTC(2026, 1, 28) / 86_400_000);
      w.time(23 * 3600 + 59 * 60 + 58);
      w.timestamptz(Date.UTC(2026, 5, 15, 9, 30, 1, 250));
      w.row(3);
      w.date(Date.UTC(1999, 11, 31) / 86_400_000);
      w.time(0);
      w.timestamptz(Date.UTC(1999, 11, 31, 23, 59, 59));
    });
    expect(rows).toEqual([
      ['2026-02-28', '23:59:58', '2026-06-15 09:30:01.25+00'],
      ['1999-12-31', '00:00:00', '1999-12-31 23:59:59+00'],
    ]);
  });

  it('writes UUIDs, integers, booleans, text in any script, jsonb and nulls', async () => {
    const rows = await roundTrip(
      ['u uuid', 'a smallint', 'b integer', 'f boolean', 'x text', 'c char(3)', 'j jsonb'],
      (w) => {
        w.row(7);
        w.uuid({ w0: 0x0fc7b387, w1: 0x9e8a49be | 0, w2: 0x9e527560 | 0, w3: 0xbf77da5d | 0 });
        w.int2(-2);
        w.int4(2_000_000_001);
        w.bool(true);
        w.text('Çağrı Şişli Gıda İÖÜ 😀');
        w.text('TRY');
        w.jsonb('{"name": "Müşteri", "n": 1}');
        w.row(7);
        for (let i = 0; i < 7; i++) w.null();
      },
    );
    expect(rows).toEqual([
      [
        '0fc7b387-9e8a-49be-9e52-7560bf77da5d',
        '-2',
        '2000000001',
        'true',
        'Çağrı Şişli Gıda İÖÜ 😀',
        'TRY',
        '{"n": 1, "name": "Müşteri"}',
      ],
      [null, null, null, null, null, null, null],
    ]);
    const text = await roundTrip(['u uuid'], (w) => {
      w.row(1);
      w.uuid('0FC7B387-9E8A-49BE-9E52-7560BF77DA5D');
    });
    expect(text).toEqual([['0fc7b387-9e8a-49be-9e52-7560bf77da5d']]);
  });

  it('refuses a malformed UUID instead of writing other bytes', () => {
    const w = new CopyWriter();
    expect(() => w.uuid('0fc7b387-9e8a-49be-9e52-7560bf77da5')).toThrow(TypeError);
    expect(() => w.uuid('0fc7b387-9e8a-49be-9e52-7560bf77da5g')).toThrow(TypeError);
  });

  it('spreads rows over several chunks and reuses chunks given back', async () => {
    const long = 'ş'.repeat(400_000);
    const rows = await roundTrip(['x text'], (w) => {
      for (let i = 0; i < 5; i++) {
        w.row(1);
        w.text(`${i}${long}`);
      }
    });
    // Compared as booleans: a failing diff of 2 MB strings would take minutes to print.
    expect(rows.map((r, i) => r[0] === `${i}${long}`)).toEqual([true, true, true, true, true]);
    const w = new CopyWriter();
    w.row(1);
    w.text('a');
    const first = w.take();
    w.recycle(first);
    w.row(1);
    w.text('b');
    w.take();
    w.row(1);
    w.text('c');
    const [reused] = w.take();
    expect(reused?.buffer === first[0]?.buffer).toBe(true);
    expect(reused?.toString('latin1', 6)).toBe('c');
  });
});
