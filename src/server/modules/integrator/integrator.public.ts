// What other code may use from the integrator module; importing its other files fails lint.
export { integratorRoutes } from './integrator.routes';
export { findActiveProductIds } from './integrator.repository';
