import type { ComponentType } from 'react';
import { DevicesPage } from '../../features/devices/routes/devices-page';
import { DocumentsPage } from '../../features/documents/routes/documents-page';
import { SystemSettingsPage } from '../../features/gib-users/routes/system-settings-page';
import { StoresPage } from '../../features/stores/routes/stores-page';
import { TenantsPage } from '../../features/tenants/routes/tenants-page';
import { AdminUsersPage } from '../../features/admin-users/routes/admin-users-page';
import { ActiveUsersPage, PassiveUsersPage } from '../../features/users/routes/users-page';

/**
 * Built screens by menu key (`organisation.tenant`); a key without an entry shows the
 * placeholder. Each feature adds one line here.
 */
export const AREA_PAGES: Readonly<Record<string, ComponentType>> = {
  devices: DevicesPage,
  'organisation.tenant': TenantsPage,
  'users.active-users': ActiveUsersPage,
  'users.passive-users': PassiveUsersPage,
  'management.admin-users': AdminUsersPage,
  'organisation.stores': StoresPage,
  'management.system-settings': SystemSettingsPage,
  'invoice.documents': DocumentsPage,
};
