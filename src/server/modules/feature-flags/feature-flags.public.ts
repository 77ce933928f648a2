// What other code may use from the feature-flags module; importing its other files fails lint.
export { featureFlagRoutes } from './feature-flags.routes';
