// What other code may use from the dashboard module; importing its other files fails lint.
export { dashboardRoutes } from './dashboard.routes';
