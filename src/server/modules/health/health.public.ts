// What other code may use from the health module; importing its other files fails lint.
export { healthRoutes } from './health.routes';
