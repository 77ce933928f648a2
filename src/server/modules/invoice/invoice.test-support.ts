import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { documents } from '../../db/schema/documents';
import type { TTestApp } from '../../test/app';
import { createStore, createTenant, createUser, signInAs, testDb } from '../../test/factories';

export type THeaders = { authorization: string };

/** Signs in and narrows the session to a store (store mode) or leaves it at the tenant. */
export async function bearerFor(
  t: TTestApp,
  user: { email: string },
  target?: { tenantId: string; storeId: string },
): Promise<THeaders> {
  const { bearer } = await signInAs(t.app, user);
  if (!target) return bearer;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: bearer,
    payload: target,
  });
  if (res.statusCode !== 200) throw new Error(`scope failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** Anadolu Market (two stores, tenant and store sessions) and Ege Kafe (one store). */
export async function twoTenants(t: TTestApp) {
  const db = testDb(t);
  const anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  const ege = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  const kadikoy = await createStore(db, { tenantId: anadolu.id, name: 'Anadolu Kadıköy' });
  const moda = await createStore(db, { tenantId: anadolu.id, name: 'Anadolu Moda Şişli' });
  const alsancak = await createStore(db, { tenantId: ege.id, name: 'Ege Alsancak' });
  const anadoluUser = await createUser(db, { tenantId: anadolu.id });
  const egeUser = await createUser(db, { tenantId: ege.id });
  return {
    db,
    anadolu: { tenant: anadolu, kadikoy, moda, user: anadoluUser },
    ege: { tenant: ege, alsancak, user: egeUser },
    asAnadolu: await bearerFor(t, anadoluUser),
    asAnadoluKadikoy: await bearerFor(t, anadoluUser, {
      tenantId: anadolu.id,
      storeId: kadikoy.id,
    }),
    asEge: await bearerFor(t, egeUser),
  };
}

export function request(t: TTestApp, headers: THeaders) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

export async function documentRow(db: TDb, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
  if (!row) throw new Error('document vanished');
  return row;
}

export async function documentAudit(db: TDb, documentId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, documentId)));
}
