import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { createSandboxProvider } from '../../payments/sandbox/sandbox-provider';
import { SANDBOX_CARDS } from '../../payments/sandbox/sandbox-cards';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createTenantWithUser,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { cardFor, paymentBody, postPayment } from './plan-payment.test-support';

const sandbox = createSandboxProvider({ latencyMs: 5 });
let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_TIMEOUT_MS: '300' }, { paymentProvider: sandbox });
  db = testDb(t);
});
afterAll(() => t.close());

async function owner() {
  const { tenant, user } = await createTenantWithUser(db, { isTenantOwner: true });
  const { bearer } = await signInAs(t.app, user);
  return { tenant, user, bearer };
}

const key = () => crypto.randomUUID();
const chargesOf = (attemptId: string) =>
  sandbox.charges().filter((c) => c.idempotencyKey === attemptId);

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.pool.query(sql, params)).rows as T[];
}

/** A digest of every public table, to see which ones a request changed. */
async function tableDigests(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ d: string }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${name}" x`,
    );
    out[name] = row?.d ?? '';
  }
  return out;
}

describe('plan payment', () => {
  it('activates the plan once for an approved card, however often the same key is sent', async () => {
    const a = await owner();
    const attemptKey = key();
    const first = await postPayment(t.app, a.bearer, paymentBody({ period: 'yearly' }), attemptKey);
    expect(first.statusCode).toBe(201);
    const result = first.json();
    // 499,00 ₺ × 10 months + 20 % KDV.
    expect(result).toMatchObject({
      totalKurus: 598_800,
      cardLast4: '4242',
      subscription: { planCode: 'baslangic', period: 'yearly' },
    });
    const again = await postPayment(t.app, a.bearer, paymentBody({ period: 'yearly' }), attemptKey);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(result);
    expect(chargesOf(result.attemptId)).toEqual([
      expect.objectContaining({ amountKurus: 598_800 }),
    ]);
    const state = await t.app.inject({ url: '/api/subscription', headers: a.bearer });
    expect(state.json().subscription).toEqual(result.subscription);
    const audit = await rows<{ action: string }>(
      `select action from audit_log where tenant_id = $1 and entity_type in ('payment', 'subscription') order by id`,
      [a.tenant.id],
    );
    expect(audit.map((r) => r.action)).toEqual(['payment-approved', 'activate']);
  });

  it('charges and activates once when the same attempt arrives twice at the same time', async () => {
    const a = await owner();
    const attemptKey = key();
    const chargedBefore = sandbox.charges().length;
    const both = await Promise.all([
      postPayment(t.app, a.bearer, paymentBody(), attemptKey),
      postPayment(t.app, a.bearer, paymentBody(), attemptKey),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const attemptId = both[0]?.json().attemptId;
    expect(both[1]?.json().attemptId).toBe(attemptId);
    expect(sandbox.charges().length - chargedBefore).toBe(1);
    expect(chargesOf(attemptId)).toHaveLength(1);
    const [subscriptions] = await rows<{ n: number }>(
      'select count(*)::int as n from tenant_subscriptions where tenant_id = $1',
      [a.tenant.id],
    );
    expect(subscriptions?.n).toBe(1);
    const audit = await rows<{ action: string }>(
      `select action from audit_log where tenant_id = $1 and entity_type in ('payment', 'subscription') order by id`,
      [a.tenant.id],
    );
    expect(audit.map((r) => r.action)).toEqual(['payment-approved', 'activate']);
  });

  it('refuses a second plan once one is active, without asking the provider', async () => {
    const a = await owner();
    expect((await postPayment(t.app, a.bearer, paymentBody(), key())).statusCode).toBe(201);
    const before = sandbox.charges().length;
    const res = await postPayment(t.app, a.bearer, paymentBody({ planCode: 'kurumsal' }), key());
    expect(res.statusCode).toBe(409);
    expect(res.json().details.reason).toBe('planActive');
    expect(sandbox.charges()).toHaveLength(before);
  });

  it('answers a declined card with "Payment not received" and changes nothing but the attempt', async () => {
    const a = await owner();
    const before = await tableDigests();
    const res = await postPayment(
      t.app,
      a.bearer,
      paymentBody({ card: cardFor(SANDBOX_CARDS.insufficientFunds) }),
      key(),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Payment not received' });
    const after = await tableDigests();
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    // The attempt, its audit record and the attempt counters of the limit.
    expect(changed.sort()).toEqual(['audit_log', 'payment_attempts', 'sign_in_failures']);
    const [attempt] = await rows<{ status: string; decline_code: string }>(
      'select status, decline_code from payment_attempts where tenant_id = $1',
      [a.tenant.id],
    );
    expect(attempt).toEqual({ status: 'declined', decline_code: 'insufficientFunds' });

    const cvv = await postPayment(
      t.app,
      a.bearer,
      paymentBody({ card: cardFor(SANDBOX_CARDS.incorrectCvv) }),
      key(),
    );
    expect(cvv.statusCode).toBe(402);
    // A declined attempt keeps no one out: the owner pays with another card.
    expect((await postPayment(t.app, a.bearer, paymentBody(), key())).statusCode).toBe(201);
  });

  it('refuses a key reused for another payment', async () => {
    const a = await owner();
    const attemptKey = key();
    const body = paymentBody({ card: cardFor(SANDBOX_CARDS.insufficientFunds) });
    expect((await postPayment(t.app, a.bearer, body, attemptKey)).statusCode).toBe(402);
    const other = await postPayment(
      t.app,
      a.bearer,
      paymentBody({ planCode: 'isletme' }),
      attemptKey,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().details.reason).toBe('paymentKeyReused');
    // The same attempt again gives its recorded answer, without asking the provider.
    expect((await postPayment(t.app, a.bearer, body, attemptKey)).statusCode).toBe(402);
  });

  it('records an unanswered charge as timed out, activates nothing and holds other attempts back', async () => {
    const a = await owner();
    const attemptKey = key();
    const body = paymentBody({ card: cardFor(SANDBOX_CARDS.timeout) });
    const res = await postPayment(t.app, a.bearer, body, attemptKey);
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_TIMEOUT');
    const attempts = await rows<{ status: string }>(
      'select status from payment_attempts where tenant_id = $1',
      [a.tenant.id],
    );
    expect(attempts).toEqual([{ status: 'timeout' }]);
    expect(
      (await t.app.inject({ url: '/api/subscription', headers: a.bearer })).json().subscription,
    ).toBeNull();
    // Its outcome is unknown: another attempt waits; the same one may ask again.
    const other = await postPayment(t.app, a.bearer, paymentBody(), key());
    expect(other.statusCode).toBe(409);
    expect(other.json().details.reason).toBe('paymentInProgress');
    expect((await postPayment(t.app, a.bearer, body, attemptKey)).statusCode).toBe(504);
  });

  it("refuses a bad card with §5's messages and records nothing", async () => {
    const a = await owner();
    const res = await postPayment(
      t.app,
      a.bearer,
      paymentBody({
        card: { holderName: 'A', number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' },
      }),
      key(),
    );
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    );
    expect(messages).toEqual({
      'body.card.number': 'valid credit card number',
      'body.card.expiry': 'valid date',
      'body.card.cvv': 'Please type a valid CVV number',
    });
    const missingKey = await postPayment(t.app, a.bearer, paymentBody(), null);
    expect(missingKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unknownPlan = await postPayment(
      t.app,
      a.bearer,
      paymentBody({ planCode: 'altin' }),
      key(),
    );
    expect(unknownPlan.json().details).toEqual([
      expect.objectContaining({ path: 'body.planCode' }),
    ]);
    expect(
      await rows('select 1 from payment_attempts where tenant_id = $1', [a.tenant.id]),
    ).toEqual([]);
  });

  it('limits card attempts per tenant', async () => {
    const a = await owner();
    const declined = paymentBody({ card: cardFor(SANDBOX_CARDS.insufficientFunds) });
    for (let i = 0; i < 10; i += 1) {
      expect((await postPayment(t.app, a.bearer, declined, key())).statusCode).toBe(402);
    }
    const over = await postPayment(t.app, a.bearer, declined, key());
    expect(over.statusCode).toBe(429);
    expect(over.json().details.reason).toBe('payments');
  });
});

describe('plan payment isolation', () => {
  it("keeps each tenant's attempts and plan its own, even under the same key", async () => {
    const a = await owner();
    const b = await owner();
    const shared = key();
    expect((await postPayment(t.app, a.bearer, paymentBody(), shared)).statusCode).toBe(201);
    const bRes = await postPayment(
      t.app,
      b.bearer,
      paymentBody({ card: cardFor(SANDBOX_CARDS.insufficientFunds) }),
      shared,
    );
    expect(bRes.statusCode).toBe(402);
    expect(
      (await t.app.inject({ url: '/api/subscription', headers: b.bearer })).json().subscription,
    ).toBeNull();
    const aState = (await t.app.inject({ url: '/api/subscription', headers: a.bearer })).json();
    expect(aState.subscription.planCode).toBe('baslangic');
    const aAttempts = await rows<{ status: string }>(
      'select status from payment_attempts where tenant_id = $1',
      [a.tenant.id],
    );
    expect(aAttempts).toEqual([{ status: 'approved' }]);
  });

  it('lets only the owner pay; staff and administrators are refused', async () => {
    const a = await owner();
    const staff = await createUser(db, { tenantId: a.tenant.id });
    const staffSession = await signInAs(t.app, staff);
    const refused = await postPayment(t.app, staffSession.bearer, paymentBody(), key());
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/subscription', headers: staffSession.bearer })).statusCode,
    ).toBe(403);
    const admin = await createAdmin(db);
    const adminSession = await signInAs(t.app, admin, { tenantId: a.tenant.id });
    expect((await postPayment(t.app, adminSession.bearer, paymentBody(), key())).statusCode).toBe(
      403,
    );
    expect(
      await rows('select 1 from payment_attempts where tenant_id = $1', [a.tenant.id]),
    ).toEqual([]);
  });
});
