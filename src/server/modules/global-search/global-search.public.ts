// What other code may use from the global search module; importing its other files fails lint.
export { globalSearchRoutes } from './global-search.routes';
