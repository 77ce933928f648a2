// What other code may use from the reference module; importing its other files fails lint.
export { referenceRoutes } from './reference.routes';
