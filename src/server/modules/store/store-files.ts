import type { TDb } from '../../db/database';
import { MAX_IMAGE_SIDE, readImageInfo } from '../../lib/image-check';
import { checkXslt, knownXsltCheck } from '../../lib/xslt-check';
import type { TFieldIssue } from '../../../shared/errors';
import { findActiveProductIds } from '../integrator/integrator.public';
import { reserveXsltCheck } from './xslt-upload-limit';
import {
  IMAGE_PARTS,
  MAX_IMAGE_BYTES,
  MAX_XSLT_BYTES,
  XSLT_FIELDS,
  XSLT_PARTS,
  type TIntegratorConfigData,
  type TXsltPart,
} from '../../../shared/store/integrator-config';

export const FILE_MESSAGES = {
  notImage:
    'Dosya bir PNG, JPEG, GIF veya SVG resmi değil. / The file is not a PNG, JPEG, GIF or SVG image.',
  imageTooLarge: `Resim en fazla 512 KB ve ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} piksel olabilir. / The image may be at most 512 KB and ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels.`,
  notXslt: 'Dosya bir XSLT stil sayfası değil. / The file is not an XSLT stylesheet.',
  xsltCompile:
    'XSLT derlenemedi veya örnek fatura gösterilemedi. / The XSLT does not compile or cannot render a sample invoice.',
  xsltNan:
    'XSLT örnek faturada NaN üretiyor (format-number); version="2.0" kullanın. / The XSLT renders NaN on a sample invoice (format-number); use version="2.0".',
  xsltExternal:
    'XSLT dosya veya adres okuyamaz (document, unparsed-text, xsl:include …). / The XSLT may not read files or URLs (document, unparsed-text, xsl:include, …).',
  xsltLimits:
    'XSLT bellek veya çıktı sınırını aştı. / The XSLT exceeded the memory or output limit.',
  xsltTimeout:
    'XSLT örnek faturayı makul sürede gösteremedi. / The XSLT did not render a sample invoice in reasonable time.',
  xsltTooLarge: 'XSLT en fazla 512 KB olabilir. / The XSLT may be at most 512 KB.',
  unknownProduct: 'Entegratör bulunamadı. / Integrator product not found.',
} as const;

// Script in an SVG would run wherever the logo is shown.
const ACTIVE_SVG = /<script|\son[a-z]+\s*=|javascript:/i;

function checkImage(bytes: Buffer): string | null {
  const info = readImageInfo(bytes);
  if (!info) return FILE_MESSAGES.notImage;
  if (info.type === 'svg' && ACTIVE_SVG.test(bytes.toString('utf8'))) return FILE_MESSAGES.notImage;
  if (
    bytes.length > MAX_IMAGE_BYTES ||
    info.width > MAX_IMAGE_SIDE ||
    info.height > MAX_IMAGE_SIDE
  ) {
    return FILE_MESSAGES.imageTooLarge;
  }
  return null;
}

type TCheckScope = { tenantId: string; gibDir: string | undefined };

const XSLT_MESSAGES = {
  'not-xslt': FILE_MESSAGES.notXslt,
  compile: FILE_MESSAGES.xsltCompile,
  nan: FILE_MESSAGES.xsltNan,
  external: FILE_MESSAGES.xsltExternal,
  timeout: FILE_MESSAGES.xsltTimeout,
  limits: FILE_MESSAGES.xsltLimits,
} as const;

async function checkStylesheet(bytes: Buffer, scope: TCheckScope): Promise<string | null> {
  if (bytes.length > MAX_XSLT_BYTES) return FILE_MESSAGES.xsltTooLarge;
  const text = bytes.toString('utf8');
  // Re-saving a store re-sends its stylesheets: only new ones count against the tenant's limit.
  if (!knownXsltCheck(text)) reserveXsltCheck(scope.tenantId);
  const result = await checkXslt(text, { gibDir: scope.gibDir, tenant: scope.tenantId });
  return result.ok ? null : XSLT_MESSAGES[result.reason];
}

async function checkPart(
  part: TXsltPart,
  base64: string,
  scope: TCheckScope,
): Promise<string | null> {
  const bytes = Buffer.from(base64, 'base64');
  return IMAGE_PARTS.includes(part) ? checkImage(bytes) : checkStylesheet(bytes, scope);
}

/** Field errors for uploaded files and unknown integrator products (paths as zod's: body.…). */
export async function checkConfigs(
  db: Pick<TDb, 'select'>,
  configs: TIntegratorConfigData[],
  scope: TCheckScope,
): Promise<TFieldIssue[]> {
  const issues: TFieldIssue[] = [];
  for (const [i, config] of configs.entries()) {
    for (const part of XSLT_PARTS) {
      const field = XSLT_FIELDS[part];
      const value = config[field];
      if (!value) continue;
      const message = await checkPart(part, value, scope);
      if (message) issues.push({ path: `body.docTypeConfigs.${i}.${field}`, message });
    }
  }
  const productIds = [
    ...new Set(configs.flatMap((c) => (c.integratorProductId ? [c.integratorProductId] : []))),
  ];
  if (productIds.length) {
    const found = await findActiveProductIds(db, productIds);
    configs.forEach((c, i) => {
      if (c.integratorProductId && !found.has(c.integratorProductId)) {
        issues.push({
          path: `body.docTypeConfigs.${i}.integratorProductId`,
          message: FILE_MESSAGES.unknownProduct,
        });
      }
    });
  }
  return issues;
}
