import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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

const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

// A store's stylesheet runs on the server for every render: it may not read files or URLs.
const EXTERNAL_ACCESS =
  /<xsl:(include|import|result-document)\b|\b(unparsed-text(-lines|-available)?|document|doc|doc-available|collection|uri-collection|json-doc|transform|load-xquery-module)\s*\(/;

/** Compiling a large stylesheet (GİB's general.xslt) takes tens of seconds in saxon-js. */
export const XSLT_CHECK_TIMEOUT_MS = 90_000;

export type TXsltCheck =
  { ok: true } | { ok: false; reason: 'not-xslt' | 'compile' | 'nan' | 'external' | 'timeout' };

// The same stylesheet is often sent for several document types: results are kept by hash.
const CACHE_LIMIT = 100;
const results = new Map<string, TXsltCheck>();
let queue: Promise<unknown> = Promise.resolve();

// saxon-js compiles in the worker, so a slow stylesheet never blocks the event loop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SaxonJS = require(workerData.saxonPath);
try {
  const output = SaxonJS.XPath.evaluate(
    "transform(map{'stylesheet-text': $xsl, 'source-node': parse-xml($src), 'delivery-format': 'serialized', 'serialization-params': map{'method': 'html', 'html-version': 5}})?output",
    null,
    { params: { xsl: workerData.xsl, src: workerData.src } },
  );
  parentPort.postMessage({ output: typeof output === 'string' ? output : null });
} catch {
  parentPort.postMessage({ output: null });
}
`;

function render(xsl: string, src: string): Promise<string | null | 'timeout'> {
  const saxonPath = createRequire(import.meta.url).resolve('saxon-js');
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { saxonPath, xsl, src } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve('timeout');
    }, XSLT_CHECK_TIMEOUT_MS);
    const done = (value: string | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(value);
    };
    worker.once('message', (m: { output: string | null }) => done(m.output));
    worker.once('error', () => done(null));
  });
}

async function runCheck(text: string, gibDir: string | undefined): Promise<TXsltCheck> {
  if (!text.includes(XSL_NS) || !/<([\w-]+:)?(stylesheet|transform)[\s>]/.test(text)) {
    return { ok: false, reason: 'not-xslt' };
  }
  if (EXTERNAL_ACCESS.test(text)) return { ok: false, reason: 'external' };
  const output = await render(text, sampleInvoice(gibDir));
  if (output === 'timeout') return { ok: false, reason: 'timeout' };
  if (output === null) return { ok: false, reason: 'compile' };
  if (/\bNaN\b/.test(output)) return { ok: false, reason: 'nan' };
  return { ok: true };
}

/**
 * An uploaded stylesheet must compile and render a GİB sample invoice without NaN, because
 * saxon-js's format-number returns NaN for some version 1.0 stylesheets (design.md, Traps).
 * Checks run one at a time: each can take a core for many seconds.
 */
export async function checkXslt(
  text: string,
  options: { gibDir?: string | undefined } = {},
): Promise<TXsltCheck> {
  const key = crypto.createHash('sha256').update(text).digest('hex');
  const known = results.get(key);
  if (known) return known;
  const run = queue.then(() => runCheck(text, options.gibDir));
  queue = run.catch(() => undefined);
  const result = await run;
  if (result.ok || result.reason !== 'timeout') {
    if (results.size >= CACHE_LIMIT) results.delete(results.keys().next().value ?? '');
    results.set(key, result);
  }
  return result;
}
