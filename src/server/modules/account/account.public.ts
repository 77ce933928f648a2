// What other code may use from the account module; importing its other files fails lint.
export { accountRoutes } from './account.routes';
export { issueResetLink, resetPassword } from './password-reset.service';
