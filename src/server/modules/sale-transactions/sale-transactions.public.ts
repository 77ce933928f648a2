// What other code may use from the sale transactions module; importing its other files fails lint.
export { saleTransactionRoutes } from './sale-transactions.routes';
