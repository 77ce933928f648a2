import type { z } from 'zod';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { endUserAccess } from '../../session/access-revocation';
import { findUserByEmail, issueInvitationCode, type TUserRow } from '../users/users.public';
import type { TQueryable } from '../../db/queryable';
import { emailTaken } from '../../db/pg-errors';
import {
  findAccountOwnerId,
  insertTenant,
  insertTenantOwner,
  lockTenant,
  lockTenants,
  setAccountOwner,
  setOwnerEmail,
  setTenantActive,
  updateTenantRow,
  type TNewOwner,
  type TNewTenant,
} from './tenant-write.repository';
import type {
  ZCreateCustomerInput,
  ZTenantActivationInput,
  ZUpdateTenantInput,
} from '../../../shared/tenant/tenant';

type TParsed<T extends z.ZodType> = z.output<T>;

export type TCreatedCustomer = {
  tenantId: string;
  owner: { id: string; email: string; firstName: string };
  code: string;
};

export type TNewTenantWithOwner = {
  tenant: TNewTenant;
  /** An owner without a password hash is invited to choose one. */
  owner: TNewOwner;
  /** What the tenant's audit record shows as created (the request as given). */
  audit: Record<string, unknown>;
};

/**
 * A tenant with its account owner (user type 1, the default permissions of spec §6), both
 * audited, in the caller's transaction. Used by administrators (`POST /user/customer`) and by
 * self-service sign-up; the unique e-mail index refuses a second account for one address.
 */
export async function createTenantWithOwner(
  tx: TQueryable,
  actor: TAuditActor,
  input: TNewTenantWithOwner,
): Promise<{ tenantId: string; owner: TUserRow }> {
  const tenant = await insertTenant(tx, input.tenant);
  if (!tenant) throw new Error('tenant insert returned nothing');
  const owner = await insertTenantOwner(tx, tenant.id, input.owner);
  if (!owner) throw new Error('user insert returned nothing');
  await setAccountOwner(tx, tenant.id, owner.id);
  await recordAudit(tx, actor, {
    tenantId: tenant.id,
    action: 'create',
    entityType: 'tenant',
    entityId: tenant.id,
    after: { ...input.audit, accountOwnerId: owner.id },
  });
  await recordAudit(tx, actor, {
    tenantId: tenant.id,
    action: 'create',
    entityType: 'user',
    entityId: owner.id,
    after: { email: owner.email, firstName: owner.firstName, isTenantOwner: true },
  });
  return { tenantId: tenant.id, owner };
}

/** Spec §7 `POST /user/customer`: the tenant, its owner (no password yet) and the invitation code. */
export async function createCustomer(
  db: TDb,
  actor: TAuditActor,
  input: TParsed<typeof ZCreateCustomerInput>,
): Promise<TCreatedCustomer> {
  if (await findUserByEmail(db, input.ownerEmail)) throw emailTaken('body.ownerEmail');
  return db.transaction(async (tx) => {
    const { tenantId, owner } = await createTenantWithOwner(tx, actor, {
      tenant: {
        name: input.name,
        city: input.city,
        address: input.address,
        phoneNumber: input.phoneNumber,
        webSite: input.webSite,
        email: input.email,
      },
      owner: {
        email: input.ownerEmail,
        firstName: input.ownerFirstName,
        lastName: input.ownerLastName,
        phoneNumber: input.ownerPhoneNumber,
        passwordHash: null,
      },
      audit: input,
    });
    const code = await issueInvitationCode(tx, owner.id);
    return { tenantId, owner, code };
  });
}

export async function updateTenant(
  db: TDb,
  actor: TAuditActor,
  input: TParsed<typeof ZUpdateTenantInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockTenant(tx, input.id);
    if (!current) throw new AppError('NOT_FOUND', { reason: 'tenant' });
    const before = {
      name: current.name,
      phoneNumber: current.phoneNumber,
      address: current.address,
    };
    const after = { name: input.name, phoneNumber: input.phoneNumber, address: input.address };
    await updateTenantRow(tx, input.id, after);
    await recordAudit(tx, actor, {
      tenantId: input.id,
      action: 'update',
      entityType: 'tenant',
      entityId: input.id,
      before,
      after,
    });
  });
}

/** Changes the owner's sign-in address; a taken address is a field error. */
export async function changeOwnerEmail(
  db: TDb,
  actor: TAuditActor,
  input: { tenantId: string; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await findAccountOwnerId(tx, input.tenantId);
    if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
    if (!tenant.ownerId) {
      throw new AppError('CONFLICT', { reason: 'noOwner' });
    }
    const taken = await findUserByEmail(tx, input.email);
    if (taken && taken.id !== tenant.ownerId) throw emailTaken('body.email');
    const before = await setOwnerEmail(tx, tenant.ownerId, input.email);
    await recordAudit(tx, actor, {
      tenantId: input.tenantId,
      action: 'update',
      entityType: 'user',
      entityId: tenant.ownerId,
      before,
      after: { email: input.email },
    });
  });
}

/** Spec §4 bulk activation: every id must exist, or nothing changes. */
export async function setTenantActivation(
  db: TDb,
  actor: TAuditActor,
  input: TParsed<typeof ZTenantActivationInput>,
): Promise<number> {
  const ids = [...new Set(input.tenantList.map((entry) => entry.id))];
  return db.transaction(async (tx) => {
    const found = await lockTenants(tx, ids);
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', { reason: 'tenant' });
    const current = new Map(found.map((row) => [row.id, row.isActive]));
    let updated = 0;
    for (const entry of input.tenantList) {
      if (current.get(entry.id) === entry.isActive) continue;
      await setTenantActive(tx, entry.id, entry.isActive);
      // The tenant's users lose access now; their refresh then finds the tenant inactive.
      if (!entry.isActive) await endUserAccess(tx, { tenantId: entry.id });
      current.set(entry.id, entry.isActive);
      updated += 1;
      await recordAudit(tx, actor, {
        tenantId: entry.id,
        action: entry.isActive ? 'activate' : 'deactivate',
        entityType: 'tenant',
        entityId: entry.id,
        before: { isActive: !entry.isActive },
        after: { isActive: entry.isActive },
      });
    }
    return updated;
  });
}
