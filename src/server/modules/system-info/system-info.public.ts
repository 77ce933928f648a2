// What other code may use from the system-info module; importing its other files fails lint.
export { systemInfoRoutes } from './system-info.routes';
