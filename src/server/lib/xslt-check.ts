import fs from 'node:fs';
import path from 'node:path';
import { renderSandboxed } from '../documents/rendering/render-sandboxed';
import { compileStylesheet, stylesheetHash } from '../documents/rendering/sef-compiler';
import { XsltError } from '../documents/rendering/xslt-error';
import { ROOT_DIR } from './paths';

const SAMPLE_FILE = 'ubl-tr-1.2.1/samples/TemelFaturaOrnegi.xml';

// Used only when GİB's package is not on disk: the smallest invoice a stylesheet can read.
const FALLBACK_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
 <cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:ProfileID>TEMELFATURA</cbc:ProfileID>
 <cbc:ID>ABC2026000000001</cbc:ID><cbc:IssueDate>2026-01-01</cbc:IssueDate>
 <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="TRY">118.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;

let sample: string | undefined;

function sampleInvoice(gibDir: string | undefined): string {
  if (sample) return sample;
  const dir = gibDir ?? path.resolve(ROOT_DIR, '../shared/data/gib');
  try {
    sample = fs.readFileSync(path.join(dir, SAMPLE_FILE), 'utf8');
  } catch {
    sample = FALLBACK_SAMPLE;
  }
  return sample;
}

/** Compiling a large stylesheet (GİB's general.xslt) takes tens of seconds in saxon-js. */
const XSLT_CHECK_TIMEOUT_MS = 90_000;

export type TXsltCheckFailure = 'not-xslt' | 'compile' | 'nan' | 'external' | 'timeout' | 'limits';

/** `detail` says what was refused or went wrong (English, for logs and support). */
export type TXsltCheck = { ok: true } | { ok: false; reason: TXsltCheckFailure; detail?: string };

// The same stylesheet is often sent for several document types: results are kept by hash.
const CACHE_LIMIT = 100;
const results = new Map<string, TXsltCheck>();

async function runCheck(text: string, options: TXsltCheckOptions): Promise<TXsltCheck> {
  try {
    const compiled = await compileStylesheet(text, {
      cacheDir: options.cacheDir,
      timeoutMs: options.timeoutMs ?? XSLT_CHECK_TIMEOUT_MS,
      tenant: options.tenant,
    });
    const output = await renderSandboxed({
      tenant: options.tenant,
      hash: compiled.hash,
      xml: sampleInvoice(options.gibDir),
      sef: async () => compiled.sef,
      timeoutMs: options.timeoutMs ?? XSLT_CHECK_TIMEOUT_MS,
    });
    return /\bNaN\b/.test(output) ? { ok: false, reason: 'nan' } : { ok: true };
  } catch (err) {
    if (!(err instanceof XsltError)) throw err;
    const reason = err.reason === 'render' ? 'compile' : err.reason;
    return { ok: false, reason, detail: err.message };
  }
}

type TXsltCheckOptions = {
  /** Whose turn the check takes in the sandbox pool: the uploading store's tenant. */
  tenant: string;
  gibDir?: string | undefined;
  cacheDir?: string | undefined;
  /** For tests; uploads use XSLT_CHECK_TIMEOUT_MS. */
  timeoutMs?: number;
};

/** The remembered result of checking `text`, if it was checked before. */
export function knownXsltCheck(text: string): TXsltCheck | undefined {
  return results.get(stylesheetHash(text));
}

/**
 * An uploaded stylesheet must compile and render a GİB sample invoice without NaN, because
 * saxon-js's format-number returns NaN for some version 1.0 stylesheets (design.md, Traps).
 * It compiles through the renderer's SEF cache, so an accepted stylesheet is not compiled again
 * when documents are rendered with it (on disk too when `cacheDir` is given).
 */
export async function checkXslt(text: string, options: TXsltCheckOptions): Promise<TXsltCheck> {
  const key = stylesheetHash(text);
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
