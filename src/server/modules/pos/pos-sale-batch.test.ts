import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { testDb } from '../../test/factories';
import { createDeviceWithCredential } from '../../test/document-factories';
import { createPosTenant, deviceHeaders, saleBody } from './pos.test-support';

const URL = '/api/pos/sale-transactions';
let t: TTestApp;
let db: TDb;
let pos: Awaited<ReturnType<typeof createPosTenant>>;
const credentials: string[] = [];

type TAnswer = { status: number; invoiceNo: string | null; documentId: string };

async function post(device: number, key: string, customerName?: string): Promise<TAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: deviceHeaders(credentials[device] ?? '', key),
    payload: saleBody(key, undefined, customerName ? { customer: { name: customerName } } : {}),
  });
  const body = res.json<{ invoiceNo?: string | null; documentId?: string }>();
  return {
    status: res.statusCode,
    invoiceNo: body.invoiceNo ?? null,
    documentId: body.documentId ?? '',
  };
}

/**
 * Holds the series' counter row from another connection while `fire` posts, so the sales queue
 * up behind the batch that waits for it and are committed together once it is let go.
 */
async function whileCounterHeld<T>(fire: () => Promise<T>): Promise<T> {
  const client: pg.PoolClient = await t.pool.connect();
  try {
    await client.query('begin');
    await client.query('select 1 from invoice_counters where tenant_id = $1 for update', [
      pos.tenant.id,
    ]);
    const answers = fire();
    await new Promise((r) => setTimeout(r, 1_000));
    await client.query('commit');
    return await answers;
  } finally {
    client.release();
  }
}

async function numbersOfSeries(): Promise<number[]> {
  const { rows } = await db.execute<{ seq: number }>(sql`
    select substr(invoice_no, 8)::int as seq from documents
     where tenant_id = ${pos.tenant.id} and invoice_no like 'EAR%' order by 1`);
  return rows.map((r) => r.seq);
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  pos = await createPosTenant(db, t.config.secretKey);
  credentials.push(pos.credential);
  for (let i = 0; i < 3; i++) {
    const { credential } = await createDeviceWithCredential(db, t.config.secretKey, {
      tenantId: pos.tenant.id,
      storeId: pos.store.id,
    });
    credentials.push(credential);
  }
  // A document the database refuses after its number was taken: a failure inside a batch.
  await db.execute(sql`
    create function refuse_boom() returns trigger language plpgsql as $$
    begin
      if new.customer_name = 'BOOM' then raise exception 'refused by the test'; end if;
      return new;
    end $$;
    create trigger refuse_boom before insert on documents
      for each row execute function refuse_boom()`);
  // The counter row exists from the first sale on.
  expect((await post(0, 'first')).invoiceNo).toBe('EAR2026000000001');
}, 120_000);
afterAll(async () => t.close());

describe('sales of one series committed in batches', () => {
  it('numbers concurrent sales of several devices 1..n, each answer with its own document’s number', async () => {
    const answers = await whileCounterHeld(() =>
      Promise.all(Array.from({ length: 12 }, (_, i) => post(i % credentials.length, `batch-${i}`))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(await numbersOfSeries()).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    const { rows } = await db.execute<{
      id: string;
      invoice_no: string;
      response_no: string;
      batches: number;
    }>(sql`
      select d.id, d.invoice_no, s.response_body->>'invoiceNo' as response_no,
             count(*) over (partition by d.created_at)::int as batches
        from documents d join sale_transactions s
          on s.tenant_id = d.tenant_id and s.id = d.sale_transaction_id
       where d.tenant_id = ${pos.tenant.id} and s.idempotency_key like 'batch-%'`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const a of answers) {
      expect(byId.get(a.documentId)).toMatchObject({
        invoice_no: a.invoiceNo,
        response_no: a.invoiceNo,
      });
    }
    // Several sales shared one transaction (one transaction time): they were really batched.
    expect(Math.max(...rows.map((r) => r.batches))).toBeGreaterThan(1);
  });

  it('fails only the refused sale of a batch and leaves no gap; a retry of a batched sale gets its number again', async () => {
    const before = (await numbersOfSeries()).length;
    const answers = await whileCounterHeld(() =>
      Promise.all([
        post(0, 'mixed-0'),
        post(1, 'mixed-1'),
        post(2, 'mixed-boom', 'BOOM'),
        post(3, 'mixed-3'),
        post(1, 'mixed-1'),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual([
      201,
      expect.any(Number),
      500,
      201,
      expect.any(Number),
    ]);
    // The same sale posted twice at once: one creates it, the other answers the same.
    expect([answers[1]?.status, answers[4]?.status].sort()).toEqual([200, 201]);
    expect(answers[4]?.invoiceNo).toBe(answers[1]?.invoiceNo);
    expect(await numbersOfSeries()).toEqual(Array.from({ length: before + 3 }, (_, i) => i + 1));
    const retry = await post(1, 'mixed-1');
    expect(retry).toEqual({ ...answers[1], status: 200 });
    const next = await post(0, 'after-boom');
    expect(next.invoiceNo).toBe(`EAR2026${String(before + 4).padStart(9, '0')}`);
  });
});

describe('one key posted to two series at once', () => {
  it('stores it once: the later statement fails on the stored key and is answered like a retry', async () => {
    const slip = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: deviceHeaders(credentials[0] ?? '', key),
        payload: saleBody(key, undefined, { docType: 9 }),
      });
    // The e-Arşiv post waits for the counter inside its statement; the slip (no number) commits
    // meanwhile, after that statement has looked for the key.
    const [invoice, slipped] = await whileCounterHeld(() =>
      Promise.all([
        post(0, 'raced'),
        new Promise((r) => setTimeout(r, 500)).then(() => slip('raced')),
      ]),
    );
    expect(slipped.statusCode).toBe(201);
    expect(invoice.status).toBe(422);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from sale_transactions
       where tenant_id = ${pos.tenant.id} and idempotency_key = 'raced'`);
    expect(rows[0]?.n).toBe(1);
  });
});
