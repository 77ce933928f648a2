import type { TDb } from '../../db/database';
import { MAX_IMAGE_SIDE, readImageInfo } from '../../lib/image-check';
import type { TFieldIssue } from '../../../shared/errors';
import { findActiveProductIds } from '../integrator/integrator.public';
import { fieldIssue } from '../../../shared/error-text';
import { checkStylesheet, type TCheckScope, type TFileProblem } from './stylesheet-problem';
import {
  IMAGE_PARTS,
  MAX_IMAGE_BYTES,
  XSLT_FIELDS,
  XSLT_PARTS,
  type TIntegratorConfigData,
} from '../../../shared/store/integrator-config';

const fileIssue = (path: string, problem: TFileProblem) =>
  fieldIssue(path, `errors.fields.${problem.key}`, problem.params);

// Script in an SVG would run wherever the logo is shown.
const ACTIVE_SVG = /<script|\son[a-z]+\s*=|javascript:/i;

function checkImage(bytes: Buffer): TFileProblem | null {
  const info = readImageInfo(bytes);
  if (!info) return { key: 'notImage' };
  if (info.type === 'svg' && ACTIVE_SVG.test(bytes.toString('utf8'))) return { key: 'notImage' };
  if (
    bytes.length > MAX_IMAGE_BYTES ||
    info.width > MAX_IMAGE_SIDE ||
    info.height > MAX_IMAGE_SIDE
  ) {
    return { key: 'imageTooLarge', params: { side: MAX_IMAGE_SIDE } };
  }
  return null;
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
      const bytes = Buffer.from(value, 'base64');
      const problem = IMAGE_PARTS.includes(part)
        ? checkImage(bytes)
        : await checkStylesheet(bytes, config.docType, scope);
      if (problem) issues.push(fileIssue(`body.docTypeConfigs.${i}.${field}`, problem));
    }
  }
  const productIds = [
    ...new Set(configs.flatMap((c) => (c.integratorProductId ? [c.integratorProductId] : []))),
  ];
  if (productIds.length) {
    const found = await findActiveProductIds(db, productIds);
    configs.forEach((c, i) => {
      if (c.integratorProductId && !found.has(c.integratorProductId)) {
        const path = `body.docTypeConfigs.${i}.integratorProductId`;
        issues.push(fileIssue(path, { key: 'unknownIntegrator' }));
      }
    });
  }
  return issues;
}
