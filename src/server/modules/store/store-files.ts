import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { integratorProducts } from '../../db/schema/integrators';
import { MAX_IMAGE_SIDE, readImageInfo } from '../../lib/image-check';
import { checkXslt } from '../../lib/xslt-check';
import type { TFieldIssue } from '../../../shared/errors';
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

async function checkStylesheet(bytes: Buffer, gibDir: string | undefined): Promise<string | null> {
  if (bytes.length > MAX_XSLT_BYTES) return FILE_MESSAGES.xsltTooLarge;
  const result = await checkXslt(bytes.toString('utf8'), { gibDir });
  if (result.ok) return null;
  if (result.reason === 'nan') return FILE_MESSAGES.xsltNan;
  if (result.reason === 'external') return FILE_MESSAGES.xsltExternal;
  if (result.reason === 'timeout') return FILE_MESSAGES.xsltTimeout;
  return result.reason === 'not-xslt' ? FILE_MESSAGES.notXslt : FILE_MESSAGES.xsltCompile;
}

async function checkPart(
  part: TXsltPart,
  base64: string,
  gibDir: string | undefined,
): Promise<string | null> {
  const bytes = Buffer.from(base64, 'base64');
  return IMAGE_PARTS.includes(part) ? checkImage(bytes) : checkStylesheet(bytes, gibDir);
}

/** Field errors for uploaded files and unknown integrator products (paths as zod's: body.…). */
export async function checkConfigs(
  db: Pick<TDb, 'select'>,
  configs: TIntegratorConfigData[],
  gibDir: string | undefined,
): Promise<TFieldIssue[]> {
  const issues: TFieldIssue[] = [];
  for (const [i, config] of configs.entries()) {
    for (const part of XSLT_PARTS) {
      const field = XSLT_FIELDS[part];
      const value = config[field];
      if (!value) continue;
      const message = await checkPart(part, value, gibDir);
      if (message) issues.push({ path: `body.docTypeConfigs.${i}.${field}`, message });
    }
  }
  const productIds = [
    ...new Set(configs.flatMap((c) => (c.integratorProductId ? [c.integratorProductId] : []))),
  ];
  if (productIds.length) {
    const found = new Set(
      (
        await db
          .select({ id: integratorProducts.id })
          .from(integratorProducts)
          .where(
            and(inArray(integratorProducts.id, productIds), eq(integratorProducts.isActive, true)),
          )
      ).map((r) => r.id),
    );
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
