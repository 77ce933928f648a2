import type { z } from 'zod';
import { effectivePermissions } from '../../../shared/auth/permissions';
import type {
  ZCreateAdminUserInput,
  ZCreateUserInput,
  ZUpdateAdminUserInput,
  ZUpdateUserInput,
  ZUserActivationInput,
} from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { endUserAccess } from '../../session/access-revocation';
import { revokeAllForUser } from '../../session/refresh-tokens.repository';
import { findUserByEmail } from './user-account.repository';
import { issueInvitationCode } from './invitation';
import { emailTaken } from '../../db/pg-errors';
import {
  findPoolUsers,
  insertUser,
  toUserRow,
  updateUser,
  type TUserChanges,
  type TUserRecord,
  type TUserPool,
} from './users.repository';

type TCreateInput =
  | { pool: { kind: 'tenant'; tenantId: string }; input: z.output<typeof ZCreateUserInput> }
  | { pool: { kind: 'admins' }; input: z.output<typeof ZCreateAdminUserInput> };

const poolTenant = (pool: TUserPool) => (pool.kind === 'tenant' ? pool.tenantId : null);

/** A new user without a password; the returned code goes into the invitation mail. */
export async function createPoolUser(db: TDb, actor: TAuditActor, args: TCreateInput) {
  const { pool, input } = args;
  // Addresses are unique across tenants (sign-in names no tenant): the check sees every tenant's users.
  const taken = await withSystemAccess('e-mail-uniqueness', () => findUserByEmail(db, input.email));
  if (taken) throw emailTaken('body.email');
  return db.transaction(async (tx) => {
    const values =
      pool.kind === 'tenant' && 'permissions' in input
        ? {
            tenantId: pool.tenantId,
            userType: 1,
            isActive: input.isActive,
            permissions: input.permissions,
          }
        : {
            tenantId: null,
            userType: 2,
            manageAdminUsers: 'manageAdminUsers' in input ? input.manageAdminUsers : false,
          };
    const user = await insertUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash: null,
      ...values,
    });
    const code = await issueInvitationCode(tx, user.id);
    await recordAudit(tx, actor, {
      tenantId: poolTenant(pool),
      action: 'create',
      entityType: pool.kind === 'tenant' ? 'user' : 'admin-user',
      entityId: user.id,
      after: toUserRow(user),
    });
    return { user, code };
  });
}

export async function updateTenantUser(
  db: TDb,
  actor: TAuditActor,
  pool: TUserPool,
  input: z.output<typeof ZUpdateUserInput>,
) {
  return updatePoolUser(db, actor, pool, input.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    permissions: input.permissions,
  });
}

export async function updateAdminUser(
  db: TDb,
  actor: TAuditActor & { userId: string },
  input: z.output<typeof ZUpdateAdminUserInput>,
) {
  if (input.id === actor.userId && (!input.isActive || !input.manageAdminUsers)) {
    throw new AppError('CONFLICT', { reason: 'notSelf' });
  }
  return updatePoolUser(db, actor, { kind: 'admins' }, input.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    manageAdminUsers: input.manageAdminUsers,
    isActive: input.isActive,
  });
}

async function updatePoolUser(
  db: TDb,
  actor: TAuditActor,
  pool: TUserPool,
  id: string,
  changes: TUserChanges,
) {
  return db.transaction(async (tx) => {
    const [before] = await findPoolUsers(tx, pool, [id]);
    if (!before) throw new AppError('NOT_FOUND', { reason: 'user' });
    const after = await updateUser(tx, id, changes);
    if (!after) throw new AppError('NOT_FOUND', { reason: 'user' });
    if (before.isActive && !after.isActive) await revokeAllForUser(tx, id);
    // Rights travel in the access token: old tokens stop, the session renews with the new rights.
    else if (rightsChanged(before, after)) await endUserAccess(tx, { userIds: [id] });
    await recordAudit(tx, actor, {
      tenantId: poolTenant(pool),
      action: 'update',
      entityType: pool.kind === 'tenant' ? 'user' : 'admin-user',
      entityId: id,
      before: toUserRow(before),
      after: toUserRow(after),
    });
    return toUserRow(after);
  });
}

function rightsChanged(before: TUserRecord, after: TUserRecord) {
  const was = new Set(effectivePermissions(before));
  const now = effectivePermissions(after);
  return (
    before.manageAdminUsers !== after.manageAdminUsers ||
    was.size !== now.length ||
    now.some((p) => !was.has(p))
  );
}

/** Spec §4: switch active flags; all ids must be in the pool or nothing changes. */
export async function setUserActivation(
  db: TDb,
  actor: TAuditActor & { userId: string },
  pool: TUserPool,
  input: z.output<typeof ZUserActivationInput>,
): Promise<number> {
  const ids = [...new Set(input.userList.map((entry) => entry.id))];
  return db.transaction(async (tx) => {
    const found = await findPoolUsers(tx, pool, ids);
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', { reason: 'user' });
    const byId = new Map(found.map((row) => [row.id, row]));
    let updated = 0;
    for (const entry of input.userList) {
      const row = byId.get(entry.id);
      if (!row || row.isActive === entry.isActive) continue;
      if (!entry.isActive && row.id === actor.userId)
        throw new AppError('CONFLICT', { reason: 'notSelf' });
      if (!entry.isActive && row.isTenantOwner)
        throw new AppError('CONFLICT', { reason: 'ownerStaysActive' });
      await updateUser(tx, row.id, { isActive: entry.isActive });
      if (!entry.isActive) await revokeAllForUser(tx, row.id);
      byId.set(row.id, { ...row, isActive: entry.isActive });
      updated += 1;
      await recordAudit(tx, actor, {
        tenantId: poolTenant(pool),
        action: entry.isActive ? 'activate' : 'deactivate',
        entityType: 'user',
        entityId: row.id,
        before: { isActive: row.isActive },
        after: { isActive: entry.isActive },
      });
    }
    return updated;
  });
}
