// What other code may use from the invoice module; importing its other files fails lint.
export { invoiceRoutes } from './invoice.routes';
