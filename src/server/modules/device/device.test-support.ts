import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { brands } from '../../db/schema/devices';
import { signInAs } from '../../test/factories';

type TInjectable = Pick<FastifyInstance, 'inject'>;

/** Signs in and selects a store (store mode) or only the tenant (tenant mode, storeId null). */
export async function bearerFor(
  app: TInjectable,
  user: { email: string },
  target: { tenantId: string; storeId: string | null },
): Promise<{ authorization: string }> {
  const { bearer } = await signInAs(app, user);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: bearer,
    payload: target,
  });
  if (res.statusCode !== 200) throw new Error(`scope failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

let brandCounter = 0;

export async function createBrand(db: TDb, brandType: 1 | 2, name?: string) {
  brandCounter += 1;
  const [row] = await db
    .insert(brands)
    .values({ brandType, name: name ?? `Test Marka ${brandType}-${brandCounter}-${Date.now()}` })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

export async function auditOf(db: TDb, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'device'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

let serialCounter = 0;

/** A serial number no other test uses. */
export function newSerial(prefix = 'JI'): string {
  serialCounter += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${String(serialCounter).padStart(3, '0')}`;
}
