import { PERMISSIONS, type TPermission } from '../../../../shared/auth/permissions';
import type { TTranslationKey } from '../../../../shared/i18n/types';

/** Spec §6 keys hold dots, which i18n reads as nesting; labels live under camel-case keys. */
export const PERMISSION_LABELS: Record<TPermission, TTranslationKey> = {
  'Dashboard.View': 'users.permissionLabels.dashboardView',
  'Organisation.View': 'users.permissionLabels.organisationView',
  'Stores.View': 'users.permissionLabels.storesView',
  'Tenant.View': 'users.permissionLabels.tenantView',
  'Stores.Edit': 'users.permissionLabels.storesEdit',
  'Tenant.Edit': 'users.permissionLabels.tenantEdit',
  'Devices.View': 'users.permissionLabels.devicesView',
  'Invoice.View': 'users.permissionLabels.invoiceView',
  'Reports.View': 'users.permissionLabels.reportsView',
  'Users.View': 'users.permissionLabels.usersView',
  'Management.View': 'users.permissionLabels.managementView',
  'Integrators.View': 'users.permissionLabels.integratorsView',
};

export const PERMISSION_ORDER: readonly TPermission[] = PERMISSIONS;
