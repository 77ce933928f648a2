import { ZFileDownloaderConfig } from '../../../../shared/reports/report-run';
import { apiRequest } from '../../../lib/api-client';

export type TReportRequest = {
  reportId: string;
  format: 'pdf' | 'xlsx';
  startDate: string;
  endDate: string;
  storeId?: string | undefined;
  docType?: number | undefined;
  language: string;
};

/**
 * Spec §7: the file downloader's config for one report request. A refusal (401, 403) is an answer
 * the screen shows, not a reason to sign out.
 */
export function getDownloadConfig(request: TReportRequest) {
  return apiRequest('/internal/file-downloader/config', {
    query: request,
    schema: ZFileDownloaderConfig,
    skipAuthRedirect: true,
  });
}
