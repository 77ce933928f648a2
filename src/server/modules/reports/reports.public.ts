// What other code may use from the reports module; importing its other files fails lint.
export { fileDownloaderRoutes } from './file-downloader.routes';
export { reportCatalogueRoutes } from './report-catalogue.routes';
// The report file of a ticket, for the reports bench (memory over many rows).
export { startReportDownload } from './report-download.service';
