import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { ensureDocumentFiles } from '../../documents/document-files.service';
import { resolveGibDir } from '../../documents/gib-dir';
import { renderHtml } from '../../documents/rendering/render-html';
import { renderPdf } from '../../documents/rendering/render-pdf';
import { XsltError } from '../../documents/rendering/xslt-error';
import { AppError } from '../../lib/app-error';
import type { TDocumentFileSources } from './invoice-files.service';

/** The engine's file builder and renderer, as used by the download routes. */
export function engineFileSources(deps: {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey' | 'cacheDir'>;
}): TDocumentFileSources {
  const gibDir = resolveGibDir(deps.config);
  return {
    ensureFiles: (ref) => ensureDocumentFiles(deps, ref),
    renderHtml: async (xml, tenantId) => {
      try {
        return await renderHtml(xml, { gibDir, cacheDir: deps.config.cacheDir, tenant: tenantId });
      } catch (err) {
        if (err instanceof XsltError) {
          throw new AppError('DOCUMENT_FILES_UNAVAILABLE', {
            reason: 'notRendered',
            cause: err.reason,
          });
        }
        throw err;
      }
    },
    renderPdf,
  };
}
