import { describe, expect, it } from 'vitest';
import type { TFeatureFlag } from '../../../shared/auth/feature-flags';
import { DEFAULT_PERMISSIONS, type TPermission } from '../../../shared/auth/permissions';
import { routeAccess, visibleMenu, type TMenuItem } from './menu-rules';
import type { TNavAccount } from './menu-tree';

const T = '00000000-0000-4000-8000-000000000001';
const S = '00000000-0000-4000-8000-000000000002';
const REPORTING: TPermission[] = ['Dashboard.View', 'Invoice.View', 'Reports.View'];

function account(overrides: Partial<TNavAccount>): TNavAccount {
  return {
    isAdmin: false,
    isOwner: false,
    manageAdminUsers: false,
    permissions: [...DEFAULT_PERMISSIONS],
    tenantId: T,
    storeId: null,
    ...overrides,
  };
}

const admin = (o: Partial<TNavAccount> = {}) =>
  account({ isAdmin: true, manageAdminUsers: true, permissions: [], tenantId: null, ...o });

const FLAGS_ON: TFeatureFlag[] = [{ name: 'AddEmployee', isActive: true }];
const FLAGS_OFF: TFeatureFlag[] = [{ name: 'AddEmployee', isActive: false }];

const MANAGEMENT = [
  'management',
  'management.integrators',
  'management.system-settings',
  'management.system-info',
];
const TENANT_WORK = [
  'dashboard',
  'organisation',
  'organisation.tenant',
  'organisation.stores',
  'users',
  'users.active-users',
  'users.passive-users',
];
const INVOICE = ['invoice', 'invoice.documents', 'invoice.all-invoices'];

function keys(items: TMenuItem[]): string[] {
  return items.flatMap((item) => [item.key, ...keys(item.children)]);
}

describe('visibleMenu', () => {
  it.each<[string, TNavAccount, TFeatureFlag[], string[]]>([
    [
      'admin without a tenant',
      admin(),
      [],
      ['organisation', 'organisation.tenant', ...MANAGEMENT, 'management.admin-users'],
    ],
    [
      'admin without the manage-admin-users right',
      admin({ manageAdminUsers: false }),
      [],
      ['organisation', 'organisation.tenant', ...MANAGEMENT],
    ],
    [
      'admin in a tenant',
      admin({ tenantId: T }),
      FLAGS_ON,
      [...TENANT_WORK, ...INVOICE, ...MANAGEMENT, 'reports'],
    ],
    [
      'admin in a store',
      admin({ tenantId: T, storeId: S }),
      FLAGS_ON,
      [...TENANT_WORK, 'devices', ...INVOICE, ...MANAGEMENT, 'reports'],
    ],
    [
      'owner',
      account({ isOwner: true }),
      FLAGS_ON,
      [...TENANT_WORK, ...INVOICE, ...MANAGEMENT, 'reports'],
    ],
    [
      'user with the default rights',
      account({}),
      FLAGS_ON,
      [
        'dashboard',
        'organisation',
        'organisation.stores',
        'users',
        'users.active-users',
        'users.passive-users',
        ...INVOICE,
        'reports',
      ],
    ],
    [
      'user with the default rights in a store',
      account({ storeId: S }),
      FLAGS_ON,
      [
        'dashboard',
        'organisation',
        'organisation.stores',
        'users',
        'users.active-users',
        'users.passive-users',
        'devices',
        ...INVOICE,
        'reports',
      ],
    ],
    [
      'user with the default rights, AddEmployee off',
      account({}),
      FLAGS_OFF,
      ['dashboard', 'organisation', 'organisation.stores', ...INVOICE, 'reports'],
    ],
    [
      'reporting user',
      account({ permissions: REPORTING }),
      FLAGS_ON,
      ['dashboard', ...INVOICE, 'reports'],
    ],
    ['user without any right', account({ permissions: [] }), FLAGS_ON, []],
  ])('%s', (_name, who, flags, expected) => {
    expect(keys(visibleMenu(who, flags))).toEqual(expected);
  });

  it('links list pages to their first page and groups to their first child', () => {
    const menu = visibleMenu(admin(), []);
    expect(menu.map((item) => item.to)).toEqual([
      '/organisation/tenant?page=1&size=10',
      '/management/integrators',
    ]);
    const dashboard = visibleMenu(account({}), FLAGS_ON)[0];
    expect(dashboard).toMatchObject({ key: 'dashboard', to: '/dashboard?page=1&size=10' });
  });
});

describe('routeAccess', () => {
  it.each<[string, TNavAccount, Parameters<typeof routeAccess>[1], string | undefined, string]>([
    ['admin, tenant list', admin(), 'organisation', 'tenant', 'ok'],
    ['admin without tenant, dashboard', admin(), 'dashboard', undefined, 'redirect:/'],
    ['admin without tenant, stores', admin(), 'organisation', 'stores', 'redirect:/'],
    [
      'admin in a tenant, admin users',
      admin({ tenantId: T }),
      'management',
      'admin-users',
      'redirect:/',
    ],
    ['admin, admin users', admin(), 'management', 'admin-users', 'ok'],
    [
      'support admin, admin users',
      admin({ manageAdminUsers: false }),
      'management',
      'admin-users',
      'unauthorized',
    ],
    ['user, management', account({}), 'management', undefined, 'unauthorized'],
    ['user, management child', account({}), 'management', 'integrators', 'unauthorized'],
    [
      'owner, management',
      account({ isOwner: true }),
      'management',
      undefined,
      'redirect:/management/integrators',
    ],
    ['user, devices without a store', account({}), 'devices', undefined, 'redirect:/'],
    ['user, devices in a store', account({ storeId: S }), 'devices', undefined, 'ok'],
    ['user, tenant list', account({}), 'organisation', 'tenant', 'unauthorized'],
    [
      'user, organisation',
      account({}),
      'organisation',
      undefined,
      'redirect:/organisation/stores?page=1&size=10',
    ],
    ['user, documents', account({}), 'invoice', 'documents', 'ok'],
    [
      'reporting user, users',
      account({ permissions: REPORTING }),
      'users',
      'active-users',
      'unauthorized',
    ],
    [
      'reporting user, pos settings',
      account({ permissions: REPORTING }),
      'pos-settings',
      undefined,
      'unauthorized',
    ],
    [
      'owner, pos settings',
      account({ isOwner: true }),
      'pos-settings',
      undefined,
      'redirect:/pos-settings/signing-certificate',
    ],
    [
      'owner, signing certificate',
      account({ isOwner: true }),
      'pos-settings',
      'signing-certificate',
      'ok',
    ],
    [
      'admin in a tenant, signing certificate',
      admin({ tenantId: T }),
      'pos-settings',
      'signing-certificate',
      'ok',
    ],
    [
      'admin without tenant, signing certificate',
      admin(),
      'pos-settings',
      'signing-certificate',
      'redirect:/',
    ],
    [
      'user, signing certificate',
      account({}),
      'pos-settings',
      'signing-certificate',
      'unauthorized',
    ],
    ['user, pos settings', account({}), 'pos-settings', undefined, 'unauthorized'],
    ['user, unknown sub-page', account({}), 'invoice', 'nope', 'not-found'],
    ['user, reports', account({}), 'reports', undefined, 'ok'],
  ])('%s', (_name, who, area, menu, expected) => {
    const result = routeAccess(who, area, menu);
    const summary = result.kind === 'redirect' ? `redirect:${result.to}` : result.kind;
    expect(summary).toBe(expected);
  });
});
