import { eq } from 'drizzle-orm';
import { devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';
import { issueDeviceCredential } from '../../modules/device/device.public';
import { bearerFor } from '../../modules/invoice/invoice.test-support';
import { SESSION_COOKIE } from '../../session/session-cookie';
import type { TTestApp } from '../app';
import { signInAs, testDb } from '../factories';
import type { TProbeWorld } from '../probes/probe-world';

/** Who a fuzz request comes from: tenant A's people and device, an administrator, nobody. */
export const IDENTITIES = ['anonymous', 'user', 'owner', 'storeUser', 'admin', 'device'] as const;
export type TIdentity = (typeof IDENTITIES)[number];
type TCredentials = { authorization?: string; cookie?: string };

/**
 * The identities' credentials, kept working: a fuzz request may sign its own session out, change
 * its user's rights, deactivate its tenant or rotate its device key. `repairIfBroken` puts the
 * rows back as the world made them and signs everyone in again.
 */
export async function createIdentities(t: TTestApp, world: TProbeWorld) {
  const db = testDb(t);
  const { a } = world;
  const people = { user: a.user, owner: a.owner, admin: world.admin };
  let credentials: Record<TIdentity, TCredentials>;

  async function signInAll(): Promise<void> {
    const signed = {
      user: await signInAs(t.app, people.user),
      owner: await signInAs(t.app, people.owner),
      admin: await signInAs(t.app, people.admin),
    };
    const cookieOf = (s: { cookie: string }) => `${SESSION_COOKIE}=${s.cookie}`;
    const storeUser = await bearerFor(t, a.user, { tenantId: a.tenant.id, storeId: a.store.id });
    const device = await issueDeviceCredential(db, t.config.secretKey, {
      tenantId: a.tenant.id,
      deviceId: a.device.id,
    });
    credentials = {
      anonymous: {},
      user: { ...signed.user.bearer, cookie: cookieOf(signed.user) },
      owner: { ...signed.owner.bearer, cookie: cookieOf(signed.owner) },
      admin: { ...signed.admin.bearer, cookie: cookieOf(signed.admin) },
      storeUser,
      device: { authorization: `Device ${device.credential}` },
    };
  }

  async function restoreRows(): Promise<void> {
    for (const { id, createdAt: _c, ...row } of Object.values(people)) {
      await db.update(users).set(row).where(eq(users.id, id));
    }
    const { id: tenantId, createdAt: _t, ...tenant } = a.tenant;
    await db.update(tenants).set(tenant).where(eq(tenants.id, tenantId));
    const { id: storeId, createdAt: _s, ...store } = a.store;
    await db.update(stores).set(store).where(eq(stores.id, storeId));
    const { id: deviceId, createdAt: _d, ...device } = a.device;
    await db.update(devices).set(device).where(eq(devices.id, deviceId));
  }

  async function isLive(identity: TIdentity): Promise<boolean> {
    if (identity === 'anonymous') return true;
    const url = identity === 'device' ? '/api/pos/sale-transactions' : '/api/auth/me';
    const res = await t.app.inject({
      method: identity === 'device' ? 'POST' : 'GET',
      url,
      headers: { authorization: credentials[identity].authorization ?? '' },
      ...(identity === 'device' ? { payload: {} } : {}),
    });
    return res.statusCode !== 401 && res.statusCode !== 403;
  }

  await signInAll();
  return {
    credentials: (identity: TIdentity): TCredentials => credentials[identity],
    /** True when the identity had stopped working and was repaired. */
    async repairIfBroken(identity: TIdentity): Promise<boolean> {
      if (await isLive(identity)) return false;
      await restoreRows();
      await signInAll();
      return true;
    },
  };
}

export type TIdentities = Awaited<ReturnType<typeof createIdentities>>;
