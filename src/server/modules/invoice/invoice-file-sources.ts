import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { ensureDocumentFiles } from '../../documents/document-files.service';
import { resolveGibDir } from '../../documents/gib-dir';
import {
  findBrokenStylesheets,
  recordBrokenStylesheet,
} from '../../documents/rendering/broken-stylesheets.repository';
import {
  renderDocumentHtml,
  type TBrokenStylesheets,
} from '../../documents/rendering/render-document';
import { renderPdf } from '../../documents/rendering/render-pdf';
import { XsltError } from '../../documents/rendering/xslt-error';
import { AppError } from '../../lib/app-error';
import type { TDocumentFileSources } from './invoice-files.service';

/** The tenant's broken stylesheets, in the database (in the request's tenant context). */
function brokenStylesheetsOf(db: TDb, tenantId: string): TBrokenStylesheets {
  return {
    isBroken: async (hash) => (await findBrokenStylesheets(db, tenantId, [hash])).has(hash),
    markBroken: (hash, failure) =>
      recordBrokenStylesheet(db, tenantId, {
        xsltHash: hash,
        reason: failure.reason,
        detail: failure.message,
      }),
  };
}

/**
 * The engine's file builder and renderer, as used by the download routes. A store stylesheet that
 * fails is remembered and the document shown with GİB's (render-document.ts); only a failure of
 * GİB's own stylesheet leaves a document without a view.
 */
export function engineFileSources(deps: {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey' | 'cacheDir'>;
}): TDocumentFileSources {
  const gibDir = resolveGibDir(deps.config);
  return {
    ensureFiles: (ref) => ensureDocumentFiles(deps, ref),
    renderHtml: async (xml, tenantId) => {
      try {
        return await renderDocumentHtml(xml, {
          gibDir,
          cacheDir: deps.config.cacheDir,
          tenant: tenantId,
          broken: brokenStylesheetsOf(deps.db, tenantId),
        });
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
