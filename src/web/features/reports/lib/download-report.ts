import { ApiError } from '../../../lib/api-client';
import { fileNameOf } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';
import { getDownloadConfig, type TReportRequest } from '../api/get-download-config';

export type TDownloadOutcome =
  | { kind: 'saved' }
  /** Spec §8: the config or the file was refused (no right, another scope, a dead token). */
  | { kind: 'refused' }
  | { kind: 'failed'; error: unknown };

const REFUSED = new Set([401, 403]);

/**
 * Spec §7 file downloader: the config (where and with which bearer token), then the file itself
 * from the backend. `onStarted` runs when the file starts to arrive, `onProgress` with the bytes
 * received so far (the server writes the file while it sends it).
 */
export async function downloadReport(
  request: TReportRequest,
  events: { onStarted: () => void; onProgress: (bytes: number) => void },
): Promise<TDownloadOutcome> {
  let response: Response;
  try {
    const config = await getDownloadConfig(request);
    if (!config.success) return { kind: 'refused' };
    response = await fetch(config.backendRequestUrl, {
      headers: { Authorization: `Bearer ${config.accessToken}` },
      credentials: 'omit',
    });
  } catch (error) {
    if (error instanceof ApiError && REFUSED.has(error.status)) return { kind: 'refused' };
    return { kind: 'failed', error };
  }
  if (REFUSED.has(response.status)) return { kind: 'refused' };
  if (!response.ok || !response.body) {
    return {
      kind: 'failed',
      error: new ApiError(response.status, 'HTTP_ERROR', response.statusText),
    };
  }
  events.onStarted();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    events.onProgress(bytes);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName =
    fileNameOf(response.headers.get('content-disposition')) ?? `report.${request.format}`;
  saveBlob(new Blob(parts as BlobPart[], { type }), fileName);
  return { kind: 'saved' };
}
