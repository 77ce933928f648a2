import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

/**
 * Built screens by menu key (`organisation.tenant`); a key without an entry shows the
 * placeholder. Each feature adds one line here; each screen is its own chunk, fetched when first
 * shown, so the first load carries only the sign-in and the frame.
 */
export const AREA_PAGES: Readonly<Record<string, ComponentType>> = {
  devices: lazyPage(
    () => import('../../features/devices/routes/devices-page'),
    (m) => m.DevicesPage,
  ),
  'invoice.documents': lazyPage(
    () => import('../../features/documents/routes/documents-page'),
    (m) => m.DocumentsPage,
  ),
  'organisation.tenant': lazyPage(
    () => import('../../features/tenants/routes/tenants-page'),
    (m) => m.TenantsPage,
  ),
  'users.active-users': lazyPage(
    () => import('../../features/users/routes/users-page'),
    (m) => m.ActiveUsersPage,
  ),
  'users.passive-users': lazyPage(
    () => import('../../features/users/routes/users-page'),
    (m) => m.PassiveUsersPage,
  ),
  'management.admin-users': lazyPage(
    () => import('../../features/admin-users/routes/admin-users-page'),
    (m) => m.AdminUsersPage,
  ),
  'organisation.stores': lazyPage(
    () => import('../../features/stores/routes/stores-page'),
    (m) => m.StoresPage,
  ),
  'management.system-settings': lazyPage(
    () => import('../../features/gib-users/routes/system-settings-page'),
    (m) => m.SystemSettingsPage,
  ),
  'pos-settings.signing-certificate': lazyPage(
    () => import('../../features/signing-certificate/routes/signing-certificate-page'),
    (m) => m.SigningCertificatePage,
  ),
  'invoice.all-invoices': lazyPage(
    () => import('../../features/sale-transactions/routes/sale-transactions-page'),
    (m) => m.SaleTransactionsPage,
  ),
};
