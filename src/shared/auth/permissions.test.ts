import { describe, expect, it } from 'vitest';
import {
  AREAS,
  can,
  canManageAdminUsers,
  canViewArea,
  DEFAULT_PERMISSIONS,
  effectivePermissions,
  PERMISSIONS,
  type TAccount,
} from './permissions';

const account = (overrides: Partial<TAccount> = {}): TAccount => ({
  isAdmin: false,
  isOwner: false,
  manageAdminUsers: false,
  permissions: [...DEFAULT_PERMISSIONS],
  ...overrides,
});

describe('effectivePermissions', () => {
  it('gives administrators an empty list', () => {
    expect(effectivePermissions({ userType: 2, permissions: ['Invoice.View'] })).toEqual([]);
  });

  it('gives tenant users the spec §6 defaults when nothing is stored', () => {
    expect(effectivePermissions({ userType: 1, permissions: null })).toEqual([
      'Dashboard.View',
      'Stores.View',
      'Stores.Edit',
      'Devices.View',
      'Invoice.View',
      'Reports.View',
      'Users.View',
    ]);
  });

  it('uses a stored list as is, dropping unknown keys and duplicates', () => {
    expect(
      effectivePermissions({
        userType: 1,
        permissions: ['Reports.View', 'Nope.View', 'Reports.View'],
      }),
    ).toEqual(['Reports.View']);
    expect(effectivePermissions({ userType: 1, permissions: [] })).toEqual([]);
  });
});

describe('can', () => {
  it('follows the list for ordinary users', () => {
    expect(can(account(), 'Invoice.View')).toBe(true);
    expect(can(account(), 'Tenant.Edit')).toBe(false);
    expect(can(account({ permissions: [] }), 'Invoice.View')).toBe(false);
  });

  it.each(PERMISSIONS)('lets admins and owners pass %s with an empty list', (key) => {
    expect(can(account({ isAdmin: true, permissions: [] }), key)).toBe(true);
    expect(can(account({ isOwner: true, permissions: [] }), key)).toBe(true);
  });
});

describe('canViewArea', () => {
  it.each(AREAS)('lets admins into %s', (area) => {
    expect(canViewArea(account({ isAdmin: true, permissions: [] }), area)).toBe(true);
  });

  it('opens every area but management to default users', () => {
    const user = account();
    expect(AREAS.filter((area) => canViewArea(user, area))).toEqual([
      'dashboard',
      'organisation',
      'pos-settings',
      'devices',
      'users',
      'reports',
      'invoice',
    ]);
  });

  it('keeps management for owners and admins', () => {
    expect(canViewArea(account({ permissions: ['Management.View'] }), 'management')).toBe(false);
    expect(canViewArea(account({ isOwner: true }), 'management')).toBe(true);
  });

  it('maps each area to its view permission', () => {
    const only = (key: (typeof PERMISSIONS)[number]) => account({ permissions: [key] });
    expect(canViewArea(only('Reports.View'), 'reports')).toBe(true);
    expect(canViewArea(only('Reports.View'), 'invoice')).toBe(false);
    expect(canViewArea(only('Invoice.View'), 'dashboard')).toBe(true);
    expect(canViewArea(only('Tenant.View'), 'organisation')).toBe(true);
    expect(canViewArea(only('Devices.View'), 'devices')).toBe(true);
    expect(canViewArea(only('Devices.View'), 'users')).toBe(false);
  });
});

describe('canManageAdminUsers', () => {
  it('needs an admin with the right and no tenant selected', () => {
    const admin = account({ isAdmin: true, manageAdminUsers: true, permissions: [] });
    expect(canManageAdminUsers(admin, false)).toBe(true);
    expect(canManageAdminUsers(admin, true)).toBe(false);
    expect(canManageAdminUsers({ ...admin, manageAdminUsers: false }, false)).toBe(false);
    expect(canManageAdminUsers(account({ manageAdminUsers: true }), false)).toBe(false);
  });
});
