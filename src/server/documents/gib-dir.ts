import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config';
import { ROOT_DIR } from '../lib/paths';

/** Where GİB's restricted UBL 2.1 schemas sit inside the package directory. */
const UBL_XSD_SUBDIR = 'ubl-tr-1.2.1/xsdrt';
export const DEFAULT_INVOICE_XSLT = 'ubl-tr-1.2.1/xslt/general.xslt';

export class GibPackageMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GibPackageMissingError';
  }
}

/**
 * GİB's package directory: GIB_DIR when set, else the shared copy beside the repository when it
 * exists, else `<DATA_DIR>/gib` (filled from GİB's download addresses).
 */
export function resolveGibDir(config: Pick<TConfig, 'gibDir' | 'dataDir'>): string {
  if (config.gibDir) return config.gibDir;
  const shared = path.resolve(ROOT_DIR, '../shared/data/gib');
  if (fs.existsSync(shared)) return shared;
  return path.join(config.dataDir, 'gib');
}

/** The `xsdrt` directory of a GİB package, or an error that names where it was looked for. */
export function requireXsdDir(gibDir: string): string {
  const dir = path.join(gibDir, UBL_XSD_SUBDIR);
  const invoiceXsd = path.join(dir, 'maindoc', 'UBL-Invoice-2.1.xsd');
  if (!fs.existsSync(invoiceXsd)) {
    throw new GibPackageMissingError(
      `GİB's UBL-TR schemas are missing: ${invoiceXsd} does not exist. ` +
        `Point GIB_DIR at GİB's package directory (the one holding ${UBL_XSD_SUBDIR}).`,
    );
  }
  return dir;
}

/** GİB's default invoice stylesheet, read once per directory. */
const xsltCache = new Map<string, Buffer>();
export function readDefaultInvoiceXslt(gibDir: string): Buffer {
  const cached = xsltCache.get(gibDir);
  if (cached) return cached;
  const file = path.join(gibDir, DEFAULT_INVOICE_XSLT);
  if (!fs.existsSync(file)) {
    throw new GibPackageMissingError(`GİB's default invoice stylesheet is missing: ${file}`);
  }
  const xslt = fs.readFileSync(file);
  xsltCache.set(gibDir, xslt);
  return xslt;
}
