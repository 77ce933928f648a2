import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { requireXsdDir } from '../gib-dir';
import { splitXmllintOutput } from './xsd-output';
import type { TUblDocumentKind } from '../../../shared/domain/document-kind';

export type TXsdResult = { valid: boolean; errors: string[] };

const MAIN_XSD: Record<TUblDocumentKind, string> = {
  invoice: 'maindoc/UBL-Invoice-2.1.xsd',
  despatchAdvice: 'maindoc/UBL-DespatchAdvice-2.1.xsd',
};
const SUBDIRS = ['common', 'maindoc'] as const;
// One xmllint run costs ~200 ms of start-up and schema parsing, each further document ~15 ms.
const MAX_BATCH = 32;
const MAX_MEMORY_PAGES = 4096;

type TSchemaSet = { schema: XMLFileInfo; preload: XMLFileInfo[] };
type TPending = { contents: string; resolve: (r: TXsdResult) => void };
type TQueue = { set: TSchemaSet; pending: TPending[]; running: number };

const schemaFiles = new Map<string, XMLFileInfo[]>();
const queues = new Map<string, TQueue>();
// The same bytes are often validated twice in one process (before sending, and again by the
// in-process simulator on receipt): remember recent results by content hash.
const RESULT_CACHE_SIZE = 2000;
const results = new Map<string, TXsdResult>();

function remember(key: string, result: TXsdResult): void {
  if (results.size >= RESULT_CACHE_SIZE) {
    const oldest = results.keys().next().value;
    if (oldest !== undefined) results.delete(oldest);
  }
  results.set(key, result);
}

/** Every XSD under xsdrt, named `common/…` / `maindoc/…` so relative imports resolve. */
function loadSchemaFiles(gibDir: string): XMLFileInfo[] {
  const cached = schemaFiles.get(gibDir);
  if (cached) return cached;
  const xsdDir = requireXsdDir(gibDir);
  const files: XMLFileInfo[] = [];
  for (const sub of SUBDIRS) {
    for (const name of fs.readdirSync(path.join(xsdDir, sub)).sort()) {
      if (!name.endsWith('.xsd')) continue;
      const contents = fs.readFileSync(path.join(xsdDir, sub, name), 'utf8');
      files.push({ fileName: `${sub}/${name}`, contents });
    }
  }
  schemaFiles.set(gibDir, files);
  return files;
}

function schemaSet(gibDir: string, kind: TUblDocumentKind): TSchemaSet {
  const files = loadSchemaFiles(gibDir);
  const schema = files.find((f) => f.fileName === MAIN_XSD[kind]);
  if (!schema) throw new Error(`GİB schema ${MAIN_XSD[kind]} is missing`);
  return { schema, preload: files.filter((f) => f !== schema) };
}

// The XSD wants exactly one element in ExtensionContent; before signing that slot is empty.
const EMPTY_EXTENSION =
  /<ext:ExtensionContent\s*\/>|<ext:ExtensionContent>\s*<\/ext:ExtensionContent>/;
const UNSIGNED_PLACEHOLDER =
  '<ext:ExtensionContent><u:unsigned xmlns:u="urn:posbelge:unsigned"/></ext:ExtensionContent>';

async function runXmllint(set: TSchemaSet, docs: XMLFileInfo[]): Promise<string> {
  try {
    const result = await validateXML({ xml: docs, ...set, maxMemoryPages: MAX_MEMORY_PAGES });
    return result.rawOutput;
  } catch (err) {
    // xmllint exits with code 1 when a document is not even well-formed; its output says which.
    return err instanceof Error ? err.message : String(err);
  }
}

async function runBatch(set: TSchemaSet, batch: TPending[]): Promise<void> {
  const docs = batch.map((p, i) => ({ fileName: `document-${i + 1}.xml`, contents: p.contents }));
  const output = await runXmllint(set, docs);
  const results = splitXmllintOutput(
    output,
    docs.map((d) => d.fileName),
  );
  const unexplained = results.some((r) => !r.valid && !output.includes('document-'));
  if (unexplained && batch.length > 1) {
    // A run that died without naming a file (out of memory) must not fail its neighbours.
    for (const p of batch) await runBatch(set, [p]);
    return;
  }
  batch.forEach((p, i) => p.resolve(results[i] ?? { valid: false, errors: [output.trim()] }));
}

/**
 * At most two xmllint runs per schema set at a time (one per core); documents that arrive
 * meanwhile wait and go into the next run together. Under load the batches grow by themselves, so
 * the ~200 ms start-up is paid once per batch instead of once per document.
 */
const MAX_PARALLEL_RUNS = 2;
function pump(queue: TQueue): void {
  if (queue.running >= MAX_PARALLEL_RUNS || queue.pending.length === 0) return;
  queue.running += 1;
  const batch = queue.pending.splice(0, MAX_BATCH);
  runBatch(queue.set, batch)
    .catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      for (const p of batch) p.resolve({ valid: false, errors: [message] });
    })
    .finally(() => {
      queue.running -= 1;
      pump(queue);
    });
}

/**
 * Validates a UBL-TR document against GİB's restricted XSD. Calls made in the same tick, or while
 * a run is in flight, share one xmllint run. `beforeSigning` accepts the empty ExtensionContent the signature will fill.
 */
export function validateUblXsd(
  xml: string,
  opts: { gibDir: string; kind: TUblDocumentKind; beforeSigning?: boolean },
): Promise<TXsdResult> {
  let set: TSchemaSet;
  try {
    set = schemaSet(opts.gibDir, opts.kind);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  const contents = opts.beforeSigning ? xml.replace(EMPTY_EXTENSION, UNSIGNED_PLACEHOLDER) : xml;
  const key = `${opts.gibDir}\u0000${opts.kind}`;
  const resultKey = `${key}\u0000${crypto.createHash('sha256').update(contents).digest('hex')}`;
  const known = results.get(resultKey);
  if (known) return Promise.resolve(known);
  let queue = queues.get(key);
  if (!queue) {
    queue = { set, pending: [], running: 0 };
    queues.set(key, queue);
  }
  const target = queue;
  return new Promise((resolve) => {
    target.pending.push({
      contents,
      resolve: (result) => {
        remember(resultKey, result);
        resolve(result);
      },
    });
    // Calls made in the same tick join one run.
    setImmediate(() => pump(target));
  });
}
