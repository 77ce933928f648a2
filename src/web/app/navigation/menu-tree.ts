import type { TAccount } from '../../../shared/auth/account';
import { FEATURE_ADD_EMPLOYEE } from '../../../shared/auth/feature-flags';
import {
  can,
  canManageAdminUsers,
  canViewArea,
  type TArea,
} from '../../../shared/auth/permissions';
import type { TTranslationKey } from '../../../shared/i18n/types';
import { canManageSigningCertificate } from '../../../shared/signing/signing-certificate-access';

/** What the menu and the route guards know about the signed-in account. */
export type TNavAccount = Pick<
  TAccount,
  'isAdmin' | 'isOwner' | 'manageAdminUsers' | 'permissions' | 'tenantId' | 'storeId'
>;

/** Spec §4: organisation-wide, tenant mode (a tenant selected) or store mode (a store selected). */
export type TScopeMode = 'any' | 'organisation' | 'tenant' | 'store' | 'tenantOrStore';

export type TMenuIcon =
  'dashboard' | 'organisation' | 'users' | 'devices' | 'invoice' | 'management' | 'reports';

/** A side panel of a screen, opened with `?view=<name>` (spec §2 Layout). */
export type TMenuView = { name: string; titleKey: TTranslationKey };

export type TMenuNode = {
  /** Dotted path of route segments, e.g. `organisation.tenant`. */
  key: string;
  segment: string;
  titleKey: TTranslationKey;
  icon?: TMenuIcon;
  /** The link opens the first page of a list (`page=1&size=10`). */
  list?: boolean;
  mode: TScopeMode;
  /** The view-permission part of the check; the scope part is `mode`. */
  allowed: (account: TNavAccount) => boolean;
  /** Backend feature flag that must be on for the item to show (menu only). */
  feature?: string;
  /** A route without a menu entry. */
  hidden?: boolean;
  views?: readonly TMenuView[];
  children?: readonly TMenuNode[];
};

const area = (name: TArea) => (account: TNavAccount) => canViewArea(account, name);
const always = () => true;

/** Spec §2 Menu, in the spec's order, with the conditions of §2 and §6. */
export const MENU_TREE: readonly TMenuNode[] = [
  {
    key: 'dashboard',
    segment: 'dashboard',
    titleKey: 'menu.dashboard',
    icon: 'dashboard',
    list: true,
    mode: 'tenant',
    allowed: area('dashboard'),
  },
  {
    key: 'organisation',
    segment: 'organisation',
    titleKey: 'menu.organisation',
    icon: 'organisation',
    mode: 'any',
    allowed: area('organisation'),
    children: [
      {
        key: 'organisation.tenant',
        segment: 'tenant',
        titleKey: 'menu.tenants',
        list: true,
        mode: 'any',
        allowed: (a) => can(a, 'Tenant.View') || can(a, 'Organisation.View'),
        views: [
          { name: 'add', titleKey: 'views.tenantAdd' },
          { name: 'edit', titleKey: 'views.tenantEdit' },
          { name: 'edit-tenant-email', titleKey: 'views.tenantEmailEdit' },
        ],
      },
      {
        key: 'organisation.stores',
        segment: 'stores',
        titleKey: 'menu.stores',
        list: true,
        mode: 'tenant',
        allowed: (a) => can(a, 'Stores.View') || can(a, 'Organisation.View'),
        views: [
          { name: 'add', titleKey: 'views.storeAdd' },
          { name: 'edit', titleKey: 'views.storeEdit' },
        ],
      },
    ],
  },
  {
    key: 'pos-settings',
    segment: 'pos-settings',
    titleKey: 'menu.posSettings',
    hidden: true,
    mode: 'tenant',
    allowed: area('pos-settings'),
    // Issue 11: hidden like its area, so the spec's menu stays as it is (the profile menu links it).
    children: [
      {
        key: 'pos-settings.signing-certificate',
        segment: 'signing-certificate',
        titleKey: 'menu.signingCertificate',
        hidden: true,
        mode: 'tenant',
        allowed: canManageSigningCertificate,
      },
    ],
  },
  {
    key: 'users',
    segment: 'users',
    titleKey: 'menu.users',
    icon: 'users',
    mode: 'tenant',
    feature: FEATURE_ADD_EMPLOYEE,
    // Spec §2 asks for invoice view; §6 adds the area's own view right.
    allowed: (a) => can(a, 'Invoice.View') && canViewArea(a, 'users'),
    children: [
      {
        key: 'users.active-users',
        segment: 'active-users',
        titleKey: 'menu.activeUsers',
        list: true,
        mode: 'tenant',
        allowed: always,
        views: [{ name: 'add', titleKey: 'views.userAdd' }],
      },
      {
        key: 'users.passive-users',
        segment: 'passive-users',
        titleKey: 'menu.passiveUsers',
        list: true,
        mode: 'tenant',
        allowed: always,
        views: [{ name: 'add', titleKey: 'views.userAdd' }],
      },
    ],
  },
  {
    key: 'devices',
    segment: 'devices',
    titleKey: 'menu.devices',
    icon: 'devices',
    list: true,
    mode: 'store',
    allowed: area('devices'),
    views: [{ name: 'add', titleKey: 'views.deviceAdd' }],
  },
  {
    key: 'invoice',
    segment: 'invoice',
    titleKey: 'menu.invoice',
    icon: 'invoice',
    mode: 'any',
    allowed: area('invoice'),
    children: [
      {
        key: 'invoice.documents',
        segment: 'documents',
        titleKey: 'menu.documents',
        list: true,
        mode: 'tenant',
        allowed: always,
      },
      {
        key: 'invoice.all-invoices',
        segment: 'all-invoices',
        titleKey: 'menu.allInvoices',
        list: true,
        mode: 'tenant',
        allowed: always,
      },
    ],
  },
  {
    key: 'management',
    segment: 'management',
    titleKey: 'menu.management',
    icon: 'management',
    mode: 'any',
    allowed: area('management'),
    children: [
      {
        key: 'management.integrators',
        segment: 'integrators',
        titleKey: 'menu.integrators',
        mode: 'any',
        allowed: always,
      },
      {
        key: 'management.system-settings',
        segment: 'system-settings',
        titleKey: 'menu.systemSettings',
        mode: 'any',
        allowed: always,
      },
      {
        key: 'management.system-info',
        segment: 'system-info',
        titleKey: 'menu.systemInfo',
        mode: 'any',
        allowed: always,
      },
      {
        key: 'management.admin-users',
        segment: 'admin-users',
        titleKey: 'menu.adminUsers',
        list: true,
        mode: 'organisation',
        // The mode already requires "no tenant"; the rest of the rule is the shared one.
        allowed: (a) => canManageAdminUsers(a, false),
        views: [
          { name: 'add', titleKey: 'views.adminAdd' },
          { name: 'edit', titleKey: 'views.adminEdit' },
        ],
      },
    ],
  },
  {
    key: 'reports',
    segment: 'reports',
    titleKey: 'menu.reports',
    icon: 'reports',
    mode: 'tenantOrStore',
    allowed: area('reports'),
  },
];
