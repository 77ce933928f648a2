// What other code may use from the OData module; importing its other files fails lint.
export { odataRoutes } from './odata.routes';
