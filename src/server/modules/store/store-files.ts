import type { TDb } from '../../db/database';
import { MAX_IMAGE_SIDE, readImageInfo } from '../../lib/image-check';
import { checkXslt, knownXsltCheck } from '../../lib/xslt-check';
import type { TFieldIssue } from '../../../shared/errors';
import { findActiveProductIds } from '../integrator/integrator.public';
import { fieldIssue } from '../../../shared/error-text';
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

/** A file problem: its key under errors.fields (the form shows it; the server adds the text). */
type TFileProblem =
  | 'notImage'
  | 'imageTooLarge'
  | 'notXslt'
  | 'xsltCompile'
  | 'xsltNan'
  | 'xsltExternal'
  | 'xsltLimits'
  | 'xsltTimeout'
  | 'xsltTooLarge';

const fileIssue = (path: string, problem: TFileProblem | 'unknownIntegrator') =>
  problem === 'imageTooLarge'
    ? fieldIssue(path, `errors.fields.${problem}`, { side: MAX_IMAGE_SIDE })
    : fieldIssue(path, `errors.fields.${problem}`);

// Script in an SVG would run wherever the logo is shown.
const ACTIVE_SVG = /<script|\son[a-z]+\s*=|javascript:/i;

function checkImage(bytes: Buffer): TFileProblem | null {
  const info = readImageInfo(bytes);
  if (!info) return 'notImage';
  if (info.type === 'svg' && ACTIVE_SVG.test(bytes.toString('utf8'))) return 'notImage';
  if (
    bytes.length > MAX_IMAGE_BYTES ||
    info.width > MAX_IMAGE_SIDE ||
    info.height > MAX_IMAGE_SIDE
  ) {
    return 'imageTooLarge';
  }
  return null;
}

type TCheckScope = { tenantId: string; gibDir: string | undefined };

const XSLT_PROBLEMS = {
  'not-xslt': 'notXslt',
  compile: 'xsltCompile',
  nan: 'xsltNan',
  external: 'xsltExternal',
  timeout: 'xsltTimeout',
  limits: 'xsltLimits',
} as const;

async function checkStylesheet(bytes: Buffer, scope: TCheckScope): Promise<TFileProblem | null> {
  if (bytes.length > MAX_XSLT_BYTES) return 'xsltTooLarge';
  const text = bytes.toString('utf8');
  // Re-saving a store re-sends its stylesheets: only new ones count against the tenant's limit.
  if (!knownXsltCheck(text)) reserveXsltCheck(scope.tenantId);
  const result = await checkXslt(text, { gibDir: scope.gibDir, tenant: scope.tenantId });
  return result.ok ? null : XSLT_PROBLEMS[result.reason];
}

async function checkPart(
  part: TXsltPart,
  base64: string,
  scope: TCheckScope,
): Promise<TFileProblem | null> {
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
      const problem = await checkPart(part, value, scope);
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
        issues.push(fileIssue(`body.docTypeConfigs.${i}.integratorProductId`, 'unknownIntegrator'));
      }
    });
  }
  return issues;
}
