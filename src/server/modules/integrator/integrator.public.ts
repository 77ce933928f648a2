// What other code may use from the integrator module; importing its other files fails lint.
export { integratorRoutes } from './integrator.routes';
export { integratorAdminRoutes } from './integrator-admin.routes';
export { taxpayerStatusRoutes } from './taxpayer-status.routes';
export { registerTaxpayerStatusPoller } from './taxpayer-status-poller';
export { checkIntegrators } from './integrator-health';
export { findActiveProductIds } from './integrator.repository';
export { checkIntegratorConnection } from './integrator-check';
