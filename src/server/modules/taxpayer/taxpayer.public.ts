// What other code may use from the taxpayer module; importing its other files fails lint.
export { gibImportRoutes } from './gib-import.routes';
export { importGibUserList } from './gib-user-import';
export { generateGibUserList } from './gib-user-list-generator';
export { GibUserListError } from './gib-user-parser';
export { taxPayerRoutes } from './taxpayer.routes';
export { findTaxPayer } from './taxpayer.repository';
