// What other code may use from the invoice module; importing its other files fails lint.
export { invoiceRoutes } from './invoice.routes';
export {
  claimDueExports,
  findExportRequest,
  markExportDone,
  markExportFailed,
  markExportMailing,
  nextExportLeaseEnd,
  type TClaimedExport,
} from './export-request.repository';
export { streamExportDocuments, type TExportDocument } from './export-request-rows.repository';
export { listDocuments } from './invoice-list.repository';
export { rollUpDocumentCounts } from './document-counts.repository';
export { registerDocumentCountsRollUp } from './document-counts-roll-up';
