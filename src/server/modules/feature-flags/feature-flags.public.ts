// What other code may use from the feature-flags module; importing its other files fails lint.
export { featureFlagRoutes } from './feature-flags.routes';
export { featureFlagAdminRoutes } from './feature-flag-admin.routes';
