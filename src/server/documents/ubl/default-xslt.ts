import fs from 'node:fs';
import path from 'node:path';
import { GibPackageMissingError, readDefaultInvoiceXslt } from '../gib-dir';
import type { TUblDocumentKind } from '../../../shared/domain/document-kind';

const DEFAULT_DESPATCH_XSLT = 'ubl-tr-1.2.1/xslt/irsaliye.xslt';

const cache = new Map<string, Buffer>();

/** GİB's default e-İrsaliye stylesheet, read once per directory. */
export function readDefaultDespatchXslt(gibDir: string): Buffer {
  const cached = cache.get(gibDir);
  if (cached) return cached;
  const file = path.join(gibDir, DEFAULT_DESPATCH_XSLT);
  if (!fs.existsSync(file)) {
    throw new GibPackageMissingError(`GİB's default despatch stylesheet is missing: ${file}`);
  }
  const xslt = fs.readFileSync(file);
  cache.set(gibDir, xslt);
  return xslt;
}

/** The stylesheet to embed when the store uploaded none: general.xslt or irsaliye.xslt. */
export function readDefaultXslt(gibDir: string, kind: TUblDocumentKind): Buffer {
  return kind === 'despatchAdvice'
    ? readDefaultDespatchXslt(gibDir)
    : readDefaultInvoiceXslt(gibDir);
}
