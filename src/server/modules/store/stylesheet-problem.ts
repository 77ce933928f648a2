import { stylesheetText } from '../../documents/rendering/render-html';
import { sampleKindsOf } from '../../documents/rendering/samples/sample-kinds';
import { MAX_XSLT_DEPTH } from '../../documents/rendering/xslt-safety';
import {
  checkXslt,
  knownXsltCheck,
  XSLT_RENDER_BUDGET_MS,
  type TXsltCheck,
} from '../../lib/xslt-check';
import { MAX_XSLT_BYTES, type TIntegratorDocType } from '../../../shared/store/integrator-config';
import { reserveXsltCheck } from './xslt-upload-limit';

/**
 * A file problem: its key under errors.fields (the form shows it; the server adds the text) and
 * what fills the text: what was refused, on which sample document, why.
 */
export type TFileProblem = {
  key:
    | 'notImage'
    | 'imageTooLarge'
    | 'notXslt'
    | 'xsltTooDeep'
    | 'xsltExternal'
    | 'xsltCompile'
    | 'xsltCompileLimits'
    | 'xsltRender'
    | 'xsltNan'
    | 'xsltLimits'
    | 'xsltTimeout'
    | 'xsltTooLarge'
    | 'unknownIntegrator';
  params?: Record<string, string | number>;
};

/** Who uploads, and what the store issues: its stylesheets are checked on documents of those kinds. */
export type TCheckScope = { tenantId: string; commercialInvoiceEnabled: boolean };

// The saxon-js message, short enough for a form field.
const short = (text = '') => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function xsltProblem(result: Exclude<TXsltCheck, { ok: true }>): TFileProblem {
  const { kind = '', detail, subject = '' } = result;
  switch (result.reason) {
    case 'not-xslt':
      return { key: 'notXslt' };
    case 'too-deep':
      return { key: 'xsltTooDeep', params: { max: MAX_XSLT_DEPTH } };
    case 'external':
      return { key: 'xsltExternal', params: { what: subject } };
    case 'compile':
      return { key: 'xsltCompile', params: { detail: short(detail) } };
    case 'render':
      return { key: 'xsltRender', params: { kind, detail: short(detail) } };
    case 'nan':
      return { key: 'xsltNan', params: { kind } };
    case 'timeout':
    case 'limits':
      if (!result.kind) return { key: 'xsltCompileLimits' };
      return result.reason === 'limits'
        ? { key: 'xsltLimits', params: { kind } }
        : { key: 'xsltTimeout', params: { kind, seconds: XSLT_RENDER_BUDGET_MS / 1000 } };
  }
}

/** Why an uploaded stylesheet for `docType` is refused, or null when it passes the check. */
export async function checkStylesheet(
  bytes: Buffer,
  docType: TIntegratorDocType,
  scope: TCheckScope,
): Promise<TFileProblem | null> {
  if (bytes.length > MAX_XSLT_BYTES) return { key: 'xsltTooLarge' };
  const text = stylesheetText(bytes);
  const kinds = sampleKindsOf(docType, scope);
  // Re-saving a store re-sends its stylesheets: only new ones count against the tenant's limit.
  if (!knownXsltCheck(text, kinds)) reserveXsltCheck(scope.tenantId);
  const result = await checkXslt(text, { tenant: scope.tenantId, kinds });
  return result.ok ? null : xsltProblem(result);
}
