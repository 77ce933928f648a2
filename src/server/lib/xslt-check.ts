import { renderSandboxed } from '../documents/rendering/render-sandboxed';
import { sampleDocumentXml } from '../documents/rendering/samples/sample-documents';
import { sampleKindName, type TSampleKind } from '../documents/rendering/samples/sample-kinds';
import { compileStylesheet, stylesheetHash } from '../documents/rendering/sef-compiler';
import { XsltError } from '../documents/rendering/xslt-error';
import type { TXsltFailure } from '../../shared/store/broken-xslt';

/** Compiling a large stylesheet (GİB's general.xslt) takes tens of seconds in saxon-js. */
const XSLT_COMPILE_TIMEOUT_MS = 90_000;
/**
 * What rendering all of a stylesheet's sample documents may take together. GİB's general.xslt
 * renders one in well under a second; a stylesheet that needs this long per document loops.
 */
export const XSLT_RENDER_BUDGET_MS = 30_000;

export type TXsltCheckFailure = TXsltFailure | 'nan';

/**
 * `detail` says what went wrong (English, for logs and support); `subject` names what was refused
 * (`xsl:include`, `fn:doc`); `kind` names the sample a render failed on ("EARSIVFATURA/IADE (TRY)").
 */
export type TXsltCheck =
  | { ok: true }
  | { ok: false; reason: TXsltCheckFailure; detail?: string; subject?: string; kind?: string };

type TXsltCheckOptions = {
  /** Whose turn the check takes in the sandbox pool: the uploading store's tenant. */
  tenant: string;
  /** The documents it must render: one of each kind its store embeds it in (sample-kinds.ts). */
  kinds: readonly TSampleKind[];
  cacheDir?: string | undefined;
  /** For tests: bounds the compile, and the renders together, instead of the limits above. */
  timeoutMs?: number;
};

// The same stylesheet is often sent again (every save of the store re-sends it): results are kept
// by hash and kinds.
const CACHE_LIMIT = 100;
const results = new Map<string, TXsltCheck>();

const failure = (err: XsltError, kind?: TSampleKind): TXsltCheck => ({
  ok: false,
  reason: err.reason,
  detail: err.message,
  ...(err.subject === undefined ? {} : { subject: err.subject }),
  ...(kind === undefined ? {} : { kind: sampleKindName(kind) }),
});

async function renderSamples(
  text: string,
  compiled: { hash: string; sef: string },
  options: TXsltCheckOptions,
): Promise<TXsltCheck> {
  const xslt = Buffer.from(text, 'utf8');
  const deadline = Date.now() + (options.timeoutMs ?? XSLT_RENDER_BUDGET_MS);
  for (const kind of options.kinds) {
    const left = deadline - Date.now();
    if (left <= 0)
      return failure(new XsltError('timeout', 'the sample documents took too long'), kind);
    try {
      const output = await renderSandboxed({
        tenant: options.tenant,
        hash: compiled.hash,
        xml: sampleDocumentXml(kind, xslt),
        sef: async () => compiled.sef,
        timeoutMs: left,
      });
      // saxon-js's format-number gives NaN for some version 1.0 stylesheets (design.md, Traps).
      if (/\bNaN\b/.test(output)) return { ok: false, reason: 'nan', kind: sampleKindName(kind) };
    } catch (err) {
      if (err instanceof XsltError) return failure(err, kind);
      throw err;
    }
  }
  return { ok: true };
}

async function runCheck(text: string, options: TXsltCheckOptions): Promise<TXsltCheck> {
  let compiled;
  try {
    compiled = await compileStylesheet(text, {
      cacheDir: options.cacheDir,
      timeoutMs: options.timeoutMs ?? XSLT_COMPILE_TIMEOUT_MS,
      tenant: options.tenant,
    });
  } catch (err) {
    if (err instanceof XsltError) return failure(err);
    throw err;
  }
  return renderSamples(text, compiled, options);
}

const cacheKey = (text: string, kinds: readonly TSampleKind[]) =>
  `${stylesheetHash(text)} ${kinds.map(sampleKindName).join(',')}`;

/** The remembered result of checking `text` for these kinds, if it was checked before. */
export function knownXsltCheck(
  text: string,
  kinds: readonly TSampleKind[],
): TXsltCheck | undefined {
  return results.get(cacheKey(text, kinds));
}

/**
 * An uploaded stylesheet must compile and render one sample document of each kind its store will
 * embed it in (every invoice type, a foreign currency, many lines, long texts), all within
 * XSLT_RENDER_BUDGET_MS and without NaN. A stylesheet that branches on what a real document of
 * one kind holds fails on that kind's sample, named in the result. It compiles through the
 * renderer's SEF cache, so an accepted stylesheet is not compiled again for documents.
 */
export async function checkXslt(text: string, options: TXsltCheckOptions): Promise<TXsltCheck> {
  const key = cacheKey(text, options.kinds);
  const known = results.get(key);
  if (known) return known;
  const result = await runCheck(text, options);
  // A timeout or a limit is remembered for a while by the compiler and renderer, not forever here.
  if (result.ok || (result.reason !== 'timeout' && result.reason !== 'limits')) {
    if (results.size >= CACHE_LIMIT) results.delete(results.keys().next().value ?? '');
    results.set(key, result);
  }
  return result;
}
