// What the export job may use from the invoice module. Kept apart from invoice.public.ts so a
// process that only runs exports does not load the invoice routes and their rendering stack.
export {
  claimDueExports,
  findExportRequest,
  markExportDone,
  markExportFailed,
  markExportMailing,
  nextExportLeaseEnd,
  type TClaimedExport,
} from './export-request.repository';
export {
  EXPORT_ROW_FIELDS,
  exportRowStatements,
  type TExportRowField,
} from './export-request-rows.repository';
