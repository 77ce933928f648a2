import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../payments/sandbox/sandbox-cards';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { cardFor, paymentBody, postPayment } from './plan-payment.test-support';

// A CVV no id, time or amount of the test data spells with quotes around it.
const CVV = '846';
const lines: string[] = [];
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'trace', PAYMENT_TIMEOUT_MS: '300' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

/** Public tables whose rows, as text, contain `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of rows) {
    const hit = await t.pool.query(
      `select 1 from "${name}" x where strpos(x::text, $1) > 0 limit 1`,
      [needle],
    );
    if (hit.rowCount) found.push(name);
  }
  return found;
}

describe('card data', () => {
  it('never reaches the database or the log, whatever the outcome', async () => {
    const db = testDb(t);
    const owners = [];
    for (let i = 0; i < 2; i += 1) {
      const { user, tenant } = await createTenantWithUser(db, { isTenantOwner: true });
      owners.push({ tenant, bearer: (await signInAs(t.app, user)).bearer });
    }
    const [a, b] = owners as [(typeof owners)[number], (typeof owners)[number]];
    const typed = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const pay = (owner: typeof a, card: ReturnType<typeof cardFor>) =>
      postPayment(t.app, owner.bearer, paymentBody({ card }), crypto.randomUUID());
    const aCards = [
      SANDBOX_CARDS.insufficientFunds,
      SANDBOX_CARDS.incorrectCvv,
      SANDBOX_CARDS.approved[1],
    ];
    const statuses: number[] = [];
    for (const number of aCards)
      statuses.push((await pay(a, cardFor(typed(number), CVV))).statusCode);
    // An unanswered charge, and a card refused by validation (the number is fine, the expiry not).
    statuses.push((await pay(b, cardFor(typed(SANDBOX_CARDS.timeout), CVV))).statusCode);
    const invalid = { ...cardFor(SANDBOX_CARDS.approved[0], CVV), expiry: '13/99' };
    statuses.push((await pay(b, invalid)).statusCode);
    expect(statuses).toEqual([402, 402, 201, 504, 400]);

    const { rows } = await t.pool.query<{ last4: string; token: string | null }>(
      `select card_last4 as last4, card_token as token from payment_attempts
        where tenant_id = any($1) order by created_at`,
      [[a.tenant.id, b.tenant.id]],
    );
    // What is kept: the last four digits, and the provider's token of the approved card.
    expect(rows.map((r) => r.last4)).toEqual(
      [...aCards, SANDBOX_CARDS.timeout].map((n) => n.slice(-4)),
    );
    expect(rows.filter((r) => r.token).map((r) => r.token)).toEqual([
      expect.stringMatching(/^tok_sandbox_/),
    ]);

    const log = lines.join('');
    expect(log).toContain('"statusCode":402');
    for (const number of [...aCards, SANDBOX_CARDS.timeout, SANDBOX_CARDS.approved[0]]) {
      for (const form of [number, typed(number)]) {
        expect(await tablesHolding(form), form).toEqual([]);
        expect(log.includes(form), form).toBe(false);
      }
    }
    expect(await tablesHolding(`"${CVV}"`)).toEqual([]);
    expect(log.includes(`"${CVV}"`)).toBe(false);
    expect(log).not.toMatch(/cvv/i);
    const columns = await t.pool.query(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name ~* '(cvv|cvc|card_number|pan)$'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
