// What other code may use from the invoice module; importing its other files fails lint. The
// export job's entry points are in invoice-export.public.ts.
export { invoiceRoutes } from './invoice.routes';
export { listDocuments } from './invoice-list.repository';
export { rollUpDocumentCounts } from './document-counts.repository';
export { registerDocumentCountsRollUp } from './document-counts-roll-up';
export { dayTurnoverRows, kindCountRows, rollUpWhenBehind } from './document-day-totals.repository';
