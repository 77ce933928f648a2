import { z } from 'zod';
import { ZPermission } from '../auth/permissions';
import { ZPagedQuery } from '../list/list-params';
import { ZPage } from '../list/page-envelope';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZSortParam } from '../list/sort-param';
import { optionalPhone, requiredText, ZEmailField } from '../tenant/fields';

/** A row of the user lists; never a password hash or OTP secret. */
export const ZUserRow = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  isActive: z.boolean(),
  isTenantOwner: z.boolean(),
  manageAdminUsers: z.boolean(),
  permissions: z.array(ZPermission),
  /** False until the invited user has chosen a password. */
  hasPassword: z.boolean(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'createdAt'] as const;
export const ZUserSort = ZSortParam(USER_SORT_FIELDS);

export const ZUserListQuery = ZPagedQuery.extend({
  isActive: ZQueryBoolean.optional(),
  sort: ZUserSort.optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserList = ZPage(ZUserRow);
export type TUserList = z.infer<typeof ZUserList>;

const ZPermissionList = z
  .array(ZPermission)
  .max(20)
  .transform((list) => [...new Set(list)]);

const ZPersonFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  phoneNumber: optionalPhone,
};

/** `POST /api/users`: a tenant user, invited by e-mail; passive when `isActive` is false. */
export const ZCreateUserInput = z.object({
  ...ZPersonFields,
  email: ZEmailField,
  isActive: z.boolean().default(true),
  permissions: ZPermissionList,
});
export type TCreateUserInput = z.input<typeof ZCreateUserInput>;

export const ZUpdateUserInput = z.object({
  id: z.uuid(),
  ...ZPersonFields,
  permissions: ZPermissionList,
});
export type TUpdateUserInput = z.input<typeof ZUpdateUserInput>;

export const ZUserActivationInput = z.object({
  userList: z
    .array(z.object({ id: z.uuid(), isActive: z.boolean() }))
    .min(1)
    .max(100),
});
export type TUserActivationInput = z.input<typeof ZUserActivationInput>;

export const ZActivationResult = z.object({ updated: z.number().int() });

export const ZAdminUserListQuery = ZPagedQuery.extend({ sort: ZUserSort.optional() });
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

/** `POST /api/admin-users`: a platform administrator (userType 2), invited by e-mail. */
export const ZCreateAdminUserInput = z.object({
  ...ZPersonFields,
  email: ZEmailField,
  manageAdminUsers: z.boolean().default(false),
});
export type TCreateAdminUserInput = z.input<typeof ZCreateAdminUserInput>;

export const ZUpdateAdminUserInput = z.object({
  id: z.uuid(),
  ...ZPersonFields,
  manageAdminUsers: z.boolean(),
  isActive: z.boolean(),
});
export type TUpdateAdminUserInput = z.input<typeof ZUpdateAdminUserInput>;
