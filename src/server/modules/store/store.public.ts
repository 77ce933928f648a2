// What other code may use from the store module; importing its other files fails lint.
export { storeAdminRoutes } from './store-admin.routes';
export { storeSearchRoutes } from './store-search.routes';
export { storeRoutes } from './store.routes';
export { findStore, findStoreName } from './store.repository';
export { integratorCheckRoutes } from './integrator-check.routes';
