import { z } from 'zod';

/** Spec §6: permission keys by area. */
export const PERMISSIONS = [
  'Dashboard.View',
  'Organisation.View',
  'Stores.View',
  'Tenant.View',
  'Stores.Edit',
  'Tenant.Edit',
  'Devices.View',
  'Invoice.View',
  'Reports.View',
  'Users.View',
  'Management.View',
  'Integrators.View',
] as const;

export const ZPermission = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermission>;

/** Spec §6: what a non-admin user holds on sign-in unless their stored list says otherwise. */
export const DEFAULT_PERMISSIONS: readonly TPermission[] = [
  'Dashboard.View',
  'Stores.View',
  'Stores.Edit',
  'Devices.View',
  'Invoice.View',
  'Reports.View',
  'Users.View',
];

export const ADMIN_USER_TYPE = 2;

export function isPermission(value: string): value is TPermission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export type TPermissionSource = { userType: number; permissions: readonly string[] | null };

/**
 * Spec §6: administrators carry an empty list (their flag grants everything); others carry their
 * stored list, or the defaults when nothing is stored. Unknown stored keys are dropped.
 */
export function effectivePermissions(user: TPermissionSource): TPermission[] {
  if (user.userType === ADMIN_USER_TYPE) return [];
  if (user.permissions === null) return [...DEFAULT_PERMISSIONS];
  return [...new Set(user.permissions.filter(isPermission))];
}

/** What every check needs to know about the signed-in account. */
export type TAccount = {
  isAdmin: boolean;
  isOwner: boolean;
  manageAdminUsers: boolean;
  permissions: readonly TPermission[];
};

/** Spec §6: "the owner/admin flag overrides" the permission list. */
export function can(account: TAccount, permission: TPermission): boolean {
  return account.isAdmin || account.isOwner || account.permissions.includes(permission);
}

export const AREAS = [
  'dashboard',
  'organisation',
  'pos-settings',
  'devices',
  'users',
  'reports',
  'invoice',
  'management',
] as const;
export type TArea = (typeof AREAS)[number];

/**
 * Any one of these grants the area's view check. The organisation area holds both the tenant and
 * the store lists, so either view right opens it; the dashboard needs invoice view (spec §2 Menu).
 */
const AREA_VIEW: Record<Exclude<TArea, 'management'>, readonly TPermission[]> = {
  dashboard: ['Invoice.View'],
  organisation: ['Organisation.View', 'Tenant.View', 'Stores.View'],
  'pos-settings': ['Stores.View'],
  devices: ['Devices.View'],
  users: ['Users.View'],
  reports: ['Reports.View'],
  invoice: ['Invoice.View'],
};

/** Spec §6 per-area view check; admins always pass, management is for owners and admins only. */
export function canViewArea(account: TAccount, area: TArea): boolean {
  if (account.isAdmin || account.isOwner) return true;
  if (area === 'management') return false;
  return AREA_VIEW[area].some((permission) => account.permissions.includes(permission));
}

/** Spec §6: the admin-users section needs the manage-admin-users right and no tenant selected. */
export function canManageAdminUsers(account: TAccount, tenantSelected: boolean): boolean {
  return account.isAdmin && account.manageAdminUsers && !tenantSelected;
}
