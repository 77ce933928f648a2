import { ZErrorBody } from '../../../../../shared/errors';
import { ApiError, CLIENT_ERROR_CODES } from '../../../../lib/api-client';
import { fileNameOf } from '../../../../lib/content-disposition';
import { saveBlob } from '../../../../lib/save-blob';

export type TDocumentFileQuery = Record<string, string | boolean>;

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ZErrorBody.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.details)
    : new ApiError(response.status, CLIENT_ERROR_CODES.http, response.statusText);
}

/**
 * Spec §7 UBL / XadesBes downloads: saved under the server's file name. A refusal rejects with
 * the server's `{ code, message, details }` like every other call.
 */
export async function downloadDocumentFile(
  path: string,
  query: TDocumentFileQuery,
  fallbackName: string,
): Promise<string> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(`${path}?${params.toString()}`, { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, String(error));
  }
  if (!response.ok) throw await errorOf(response);
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
