import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TSession } from '../../shared/auth/session';
import { createDb, type TDb } from '../db/database';
import { devices } from '../db/schema/devices';
import { documentFiles } from '../db/schema/document-files';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { saleTransactions } from '../db/schema/sales';
import { invoiceSeries } from '../db/schema/series';
import { featureFlags, translations } from '../db/schema/settings';
import { stores } from '../db/schema/stores';
import { taxPayerAliases, taxPayers } from '../db/schema/taxpayers';
import { tenants } from '../db/schema/tenants';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { encryptSecret } from '../lib/secrets';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import { issueDeviceCredential } from '../modules/device/device-credential.service';

/** Meets the spec §5 rules, so factories' users can sign in and tests can reuse it. */
export const TEST_PASSWORD = 'Test!2345';

type TTenantRow = typeof tenants.$inferSelect;
type TStoreRow = typeof stores.$inferSelect;
type TUserRow = typeof users.$inferSelect;
type TFlagRow = typeof featureFlags.$inferSelect;

const unique = () => crypto.randomBytes(4).toString('hex');

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
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@test.posbelge.test`,
      firstName: 'Test',
      lastName: 'Kullanıcı',
      ...columns,
      passwordHash: password === null ? null : await hashPassword(password),
      ...(otpSecret && secretKey
        ? { otpSecret: encryptSecret(otpSecret, secretKey), otpEnabled: true }
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

type TDocumentRow = typeof documents.$inferSelect;

/**
 * A document row as the pipeline leaves it; defaults to a sent e-Arşiv of today. Give
 * `saleTransaction: true` to create the sale it belongs to (needs a device, created too).
 */
export async function createDocument(
  db: TDb,
  overrides: Partial<typeof documents.$inferInsert> & {
    tenantId: string;
    storeId: string;
    saleTransaction?: boolean;
  },
): Promise<TDocumentRow> {
  const { saleTransaction, ...columns } = overrides;
  let saleTransactionId = columns.saleTransactionId ?? null;
  let deviceId = columns.deviceId ?? null;
  if (saleTransaction && !saleTransactionId) {
    const sale = await createSaleTransaction(db, {
      tenantId: columns.tenantId,
      storeId: columns.storeId,
      ...(deviceId ? { deviceId } : {}),
    });
    saleTransactionId = sale.id;
    deviceId = sale.deviceId;
  }
  const [row] = await db
    .insert(documents)
    .values({
      docType: 2,
      invoiceType: 1,
      scenarioType: 1,
      invoiceNo: `TST${new Date().getFullYear()}${String(crypto.randomInt(1e9)).padStart(9, '0')}`,
      invoiceDate: new Date().toISOString().slice(0, 10),
      ettn: crypto.randomUUID(),
      storeName: 'Test Şubesi',
      totalPayAmount: '12.50',
      status: 2,
      ...columns,
      saleTransactionId,
      deviceId,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** A device and a completed sale on it, enough for a document to point at. */
export async function createSaleTransaction(
  db: TDb,
  overrides: Partial<typeof saleTransactions.$inferInsert> & { tenantId: string; storeId: string },
) {
  let deviceId = overrides.deviceId;
  if (!deviceId) {
    const [device] = await db
      .insert(devices)
      .values({
        tenantId: overrides.tenantId,
        storeId: overrides.storeId,
        serialNumber: `TS${unique()}`,
      })
      .returning();
    if (!device) throw new Error('device insert returned nothing');
    deviceId = device.id;
  }
  const key = unique();
  const [row] = await db
    .insert(saleTransactions)
    .values({
      transactionId: `T-${key}`,
      transactionTime: new Date(),
      totalPayAmount: '12.50',
      idempotencyKey: key,
      requestHash: key,
      requestBody: {},
      ...overrides,
      deviceId,
    })
    .returning();
  if (!row) throw new Error('sale insert returned nothing');
  return row;
}

export async function createDocumentFile(
  db: TDb,
  doc: { tenantId: string; id: string },
  kind: 'ubl' | 'signed' | 'html' | 'pdf',
  content: string | Buffer,
  contentType = 'application/xml; charset=utf-8',
): Promise<void> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  await db.insert(documentFiles).values({
    tenantId: doc.tenantId,
    documentId: doc.id,
    kind,
    content: bytes,
    contentType,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  });
}

export async function createIntegratorExchange(
  db: TDb,
  overrides: Partial<typeof integratorExchanges.$inferInsert> & {
    tenantId: string;
    documentId: string;
  },
) {
  const [row] = await db
    .insert(integratorExchanges)
    .values({ operation: 'send', ...overrides })
    .returning();
  if (!row) throw new Error('exchange insert returned nothing');
  return row;
}

export async function createDevice(
  db: TDb,
  overrides: Partial<typeof devices.$inferInsert> & { tenantId: string; storeId: string },
) {
  const [row] = await db
    .insert(devices)
    .values({ serialNumber: `PB${unique()}${unique()}`, description: 'Kasa 1', ...overrides })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

/** A device with a current credential, as the POS API sees it. */
export async function createDeviceWithCredential(
  db: TDb,
  secretKey: Buffer,
  overrides: Partial<typeof devices.$inferInsert> & { tenantId: string; storeId: string },
) {
  const device = await createDevice(db, overrides);
  const issued = await issueDeviceCredential(db, secretKey, {
    tenantId: device.tenantId,
    deviceId: device.id,
  });
  return { device, credential: issued.credential };
}

export async function createSeries(
  db: TDb,
  overrides: Partial<typeof invoiceSeries.$inferInsert> & {
    tenantId: string;
    storeId: string;
    docType: number;
    prefix: string;
  },
) {
  const [row] = await db.insert(invoiceSeries).values(overrides).returning();
  if (!row) throw new Error('series insert returned nothing');
  return row;
}

/** A GİB-registered e-Fatura user with a live mailbox (PK) alias. */
export async function createRegisteredTaxPayer(db: TDb, identifier: string, title = 'Alıcı A.Ş.') {
  await db.insert(taxPayers).values({ identifier, title, type: 'OZEL' });
  await db.insert(taxPayerAliases).values({
    identifier,
    documentType: 'Invoice',
    aliasKind: 'PK',
    aliasName: `urn:mail:${identifier}@pk.example.com`,
  });
}
