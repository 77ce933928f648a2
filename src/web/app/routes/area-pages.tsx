import { lazyPage, type TLazyPage } from './lazy-page';

/**
 * Built screens by menu key (`organisation.tenant`); a key without an entry shows the
 * placeholder. Each feature adds one entry here; each screen is its own chunk, fetched when first
 * shown with the texts of the areas it names (app/i18n-areas.ts), so the first load carries only
 * the sign-in and the frame.
 */
export const AREA_PAGES: Readonly<Record<string, TLazyPage>> = {
  dashboard: lazyPage(
    () => import('../../features/dashboard/routes/dashboard-page'),
    (m) => m.DashboardPage,
    ['dashboard', 'documents'],
  ),
  devices: lazyPage(
    () => import('../../features/devices/routes/devices-page'),
    (m) => m.DevicesPage,
    ['operations'],
  ),
  'invoice.documents': lazyPage(
    () => import('../../features/documents/routes/documents-page'),
    (m) => m.DocumentsPage,
    [
      'documentList',
      'documentActions',
      'documentCorrection',
      'documentExport',
      'documents',
      'areaErrors',
    ],
  ),
  'organisation.tenant': lazyPage(
    () => import('../../features/tenants/routes/tenants-page'),
    (m) => m.TenantsPage,
    ['organisation'],
  ),
  'users.active-users': lazyPage(
    () => import('../../features/users/routes/users-page'),
    (m) => m.ActiveUsersPage,
    ['organisation'],
  ),
  'users.passive-users': lazyPage(
    () => import('../../features/users/routes/users-page'),
    (m) => m.PassiveUsersPage,
    ['organisation'],
  ),
  'management.admin-users': lazyPage(
    () => import('../../features/admin-users/routes/admin-users-page'),
    (m) => m.AdminUsersPage,
    ['organisation'],
  ),
  'organisation.stores': lazyPage(
    () => import('../../features/stores/routes/stores-page'),
    (m) => m.StoresPage,
    ['organisation'],
  ),
  'management.system-settings': lazyPage(
    () => import('../../features/management/routes/system-settings-page'),
    (m) => m.SystemSettingsPage,
    ['management', 'operations'],
  ),
  'management.integrators': lazyPage(
    () => import('../../features/management/routes/integrators-page'),
    (m) => m.IntegratorsPage,
    ['management'],
  ),
  'management.system-info': lazyPage(
    () => import('../../features/management/routes/system-info-page'),
    (m) => m.SystemInfoPage,
    ['management'],
  ),
  'pos-settings.signing-certificate': lazyPage(
    () => import('../../features/signing-certificate/routes/signing-certificate-page'),
    (m) => m.SigningCertificatePage,
    ['signingCertificate'],
  ),
  reports: lazyPage(
    () => import('../../features/reports/routes/reports-page'),
    (m) => m.ReportsPage,
    ['reports'],
  ),
  'invoice.all-invoices': lazyPage(
    () => import('../../features/sale-transactions/routes/sale-transactions-page'),
    (m) => m.SaleTransactionsPage,
    ['saleTransactions', 'documents'],
  ),
};

/**
 * Fetches the chunk of the screen a URL opens (`/invoice/documents` → `invoice.documents`, or
 * the area alone) while the account and the frame are still loading, not after them.
 */
export function preloadAreaPage(pathname: string): void {
  const [area, menu] = pathname.split('/').filter(Boolean);
  (AREA_PAGES[`${area}.${menu}`] ?? AREA_PAGES[area ?? ''])?.preload();
}
