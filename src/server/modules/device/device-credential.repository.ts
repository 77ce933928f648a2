import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { deviceCredentials, devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import type { TQueryable } from '../../db/queryable';

export type TDeviceRef = { tenantId: string; deviceId: string };

/** Revokes the device's current credential, if it has one. */
export async function revokeCurrentCredential(
  tx: TQueryable,
  ref: TDeviceRef,
  revokedAt: Date,
): Promise<void> {
  await tx
    .update(deviceCredentials)
    .set({ revokedAt })
    .where(
      tenantWhere(
        deviceCredentials,
        ref.tenantId,
        eq(deviceCredentials.deviceId, ref.deviceId),
        isNull(deviceCredentials.revokedAt),
      ),
    );
}

export async function insertCredential(
  tx: TQueryable,
  ref: TDeviceRef,
  values: { keyId: string; secretHash: string; createdAt: Date },
): Promise<void> {
  await tx
    .insert(deviceCredentials)
    .values({ tenantId: ref.tenantId, deviceId: ref.deviceId, ...values });
}

/**
 * The credential with this key id and the state of its device, store and tenant. The key id is
 * all a POS request brings, so this lookup spans tenants (system access `pos-device-auth`). Every
 * POS device asks again each second: the query is prepared once per database handle (named, so
 * PostgreSQL plans it once per connection, not once a second per device).
 */
export async function findCredentialByKeyId(db: Pick<TDb, 'select'>, keyId: string) {
  let query = credentialQueries.get(db);
  if (!query) credentialQueries.set(db, (query = credentialQuery(db)));
  const [row] = await query.execute({ keyId });
  return row;
}

function credentialQuery(db: Pick<TDb, 'select'>) {
  return db
    .select({
      tenantId: devices.tenantId,
      storeId: devices.storeId,
      deviceId: devices.id,
      secretHash: deviceCredentials.secretHash,
      revokedAt: deviceCredentials.revokedAt,
      deviceActive: devices.isActive,
      storeActive: stores.isActive,
      tenantActive: tenants.isActive,
    })
    .from(deviceCredentials)
    .innerJoin(
      devices,
      and(
        eq(devices.tenantId, deviceCredentials.tenantId),
        eq(devices.id, deviceCredentials.deviceId),
      ),
    )
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .where(eq(deviceCredentials.keyId, sql.placeholder('keyId')))
    .prepare('device_credential_by_key_id');
}

const credentialQueries = new WeakMap<object, ReturnType<typeof credentialQuery>>();
