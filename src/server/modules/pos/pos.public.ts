// What other code may use from the pos module; importing its other files fails lint.
export { posRoutes } from './pos.routes';
