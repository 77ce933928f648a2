import { useMutation } from '@tanstack/react-query';
import { ZErrorBody } from '../../../../shared/errors';
import {
  ZGibImportResult,
  type TGibAliasKindMode,
  type TGibImportResult,
} from '../../../../shared/taxpayer/gib-user-import';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client';

export type TImportGibUsersInput = {
  file: File;
  aliasKind: TGibAliasKindMode;
  /** Share of the file sent; the server parses while it receives, so this is the import's pace. */
  onProgress?: (fraction: number) => void;
};

/**
 * Multipart upload of GİB's list. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which is the progress of the streaming import.
 */
export function importGibUsers(input: TImportGibUsersInput): Promise<TGibImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/taxPayer/userList/import?aliasKind=${input.aliasKind}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERROR_CODES.network, 'network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status <= 399) {
        const parsed = ZGibImportResult.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError(xhr.status, CLIENT_ERROR_CODES.invalidResponse, parsed.error.message),
          );
        return;
      }
      const error = ZErrorBody.safeParse(body);
      reject(
        error.success
          ? new ApiError(xhr.status, error.data.code, error.data.message, error.data.details)
          : new ApiError(xhr.status, CLIENT_ERROR_CODES.http, xhr.statusText),
      );
    };
    const form = new FormData();
    form.append('file', input.file);
    xhr.send(form);
  });
}

export function useImportGibUsers() {
  return useMutation({ mutationFn: importGibUsers });
}
