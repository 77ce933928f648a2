// What other code may use from the global search module; importing its other files fails lint.
export { globalSearchRoutes } from './global-search.routes';
// The search bench captures the statements of one search to EXPLAIN them.
export { globalSearch } from './global-search.service';
