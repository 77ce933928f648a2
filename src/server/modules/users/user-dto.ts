import { effectivePermissions } from '../../../shared/auth/permissions';
import type { TUser } from '../../../shared/auth/user';
import type { TUserRow } from './user-account.repository';

/** The API shape of a user: no password hash or OTP secret, ever; contact details only on request. */
export function toUserDto(row: TUserRow, opts: { sensitive: boolean }): TUser {
  return {
    id: row.id,
    email: row.email,
    emailHash: opts.sensitive ? row.emailHash : null,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: opts.sensitive ? row.phoneNumber : null,
    userType: row.userType,
    languageId: row.languageId,
    isActive: row.isActive,
    tenantId: row.tenantId,
    tenantOwnerId: row.isTenantOwner ? row.tenantId : null,
    isTenantOwner: row.isTenantOwner,
    manageAdminUsers: row.manageAdminUsers,
    fmtpb: opts.sensitive ? row.fmtpb : null,
    permissions: effectivePermissions(row),
    otpEnabled: row.otpEnabled,
  };
}
