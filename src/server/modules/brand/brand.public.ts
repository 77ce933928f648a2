// What other code may use from the brand module; importing its other files fails lint.
export { brandTypesOf } from './brand.repository';
export { brandRoutes } from './brand.routes';
