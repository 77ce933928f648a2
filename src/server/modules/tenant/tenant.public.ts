// What other code may use from the tenant module; importing its other files fails lint.
export { customerRoutes } from './customer.routes';
export { tenantSearchRoutes } from './tenant-search.routes';
export { tenantRoutes } from './tenant.routes';
export { findTenantName } from './tenant.repository';
export { createTenantWithOwner } from './tenant.service';
