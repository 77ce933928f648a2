import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WORKER_HEAP_MB } from './render-worker';
import { XsltError } from './xslt-error';
import { inspectXslt } from './xslt-safety';

/** saxon-js needs tens of seconds for GİB's general.xslt on a busy machine. */
export const SEF_COMPILE_TIMEOUT_MS = 180_000;

// Compiled stylesheets are a few MB of JSON each; stores rarely have more than a handful.
const MEMORY_LIMIT = 32;
const memory = new Map<string, Promise<string>>();
const persisted = new Set<string>();
let compiles = 0;
let queue: Promise<unknown> = Promise.resolve();

/** How many stylesheets this process has compiled (cache hits do not count). */
export function getSefCompileCount(): number {
  return compiles;
}

export function stylesheetHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

export function sefCacheFile(cacheDir: string, hash: string): string {
  return path.join(cacheDir, 'xslt', `${hash}.sef.json`);
}

function tempName(dir: string, hash: string, suffix: string): string {
  return path.join(dir, `${hash}.${process.pid}.${crypto.randomBytes(4).toString('hex')}${suffix}`);
}

// Readers never see a half-written file: another process may be reading the same cache.
async function writeAtomically(file: string, text: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(path.dirname(file), path.basename(file), '.tmp');
  await fs.promises.writeFile(temp, text);
  await fs.promises.rename(temp, file);
}

// xslt3's command line runs in a worker thread (its process.exit ends only that thread), so the
// compile never blocks the event loop; one compile at a time, each takes a core.
function runXslt3(xslFile: string, sefFile: string, timeoutMs: number): Promise<void> {
  const xslt3 = createRequire(import.meta.url).resolve('xslt3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(xslt3, {
      argv: [`-xsl:${xslFile}`, `-export:${sefFile}`, '-nogo', '-relocate:on'],
      // The parent's flags (a TypeScript loader, --input-type) do not apply to xslt3.
      execArgv: [],
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let errors = '';
    worker.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    worker.stdout.resume();
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new XsltError('timeout', `XSLT compile took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(new XsltError('compile', err.message));
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0 && fs.existsSync(sefFile)) resolve();
      else reject(new XsltError('compile', errors.trim() || `xslt3 exited with ${code}`));
    });
  });
}

async function compile(
  text: string,
  hash: string,
  cacheDir: string | undefined,
  timeoutMs: number,
) {
  const dir = cacheDir ? path.dirname(sefCacheFile(cacheDir, hash)) : os.tmpdir();
  await fs.promises.mkdir(dir, { recursive: true });
  const xslFile = tempName(dir, hash, '.xsl');
  const sefFile = tempName(dir, hash, '.sef.tmp');
  try {
    await fs.promises.writeFile(xslFile, text);
    compiles += 1;
    await runXslt3(xslFile, sefFile, timeoutMs);
    const sef = await fs.promises.readFile(sefFile, 'utf8');
    if (cacheDir) {
      await fs.promises.rename(sefFile, sefCacheFile(cacheDir, hash));
      persisted.add(sefCacheFile(cacheDir, hash));
    }
    return sef;
  } finally {
    await fs.promises.rm(xslFile, { force: true });
    await fs.promises.rm(sefFile, { force: true });
  }
}

async function readCached(file: string): Promise<string | undefined> {
  try {
    const text = await fs.promises.readFile(file, 'utf8');
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

async function load(text: string, hash: string, cacheDir: string | undefined, timeoutMs: number) {
  if (cacheDir) {
    const cached = await readCached(sefCacheFile(cacheDir, hash));
    if (cached) return cached;
  }
  // Inspected only before compiling (it takes a few hundred ms): the cache holds nothing else.
  const shape = inspectXslt(text);
  if (shape === 'not-xslt') throw new XsltError('not-xslt', 'not an XSLT stylesheet');
  if (shape === 'external') throw new XsltError('external', 'the stylesheet reads files or URLs');
  const run = queue.then(() => compile(text, hash, cacheDir, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
}

function remember(hash: string, sef: Promise<string>): void {
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value ?? '');
  memory.set(hash, sef);
  // A stylesheet that does not compile never will; a timeout or an I/O error may pass next time.
  sef.catch((err: unknown) => {
    if (!(err instanceof XsltError) || err.reason === 'timeout') memory.delete(hash);
  });
}

/**
 * The compiled form (SEF JSON) of a stylesheet: from memory, else `<cacheDir>/xslt/<sha256>.sef.json`,
 * else compiled once with xslt3 while concurrent callers of the same stylesheet wait for it.
 * Refuses to compile stylesheets that could read files or URLs or run script.
 */
export async function compileStylesheet(
  text: string,
  opts: { cacheDir?: string | undefined; timeoutMs?: number } = {},
): Promise<{ hash: string; sef: string }> {
  const hash = stylesheetHash(text);
  let sef = memory.get(hash);
  if (!sef) {
    sef = load(text, hash, opts.cacheDir, opts.timeoutMs ?? SEF_COMPILE_TIMEOUT_MS);
    remember(hash, sef);
  }
  const result = await sef;
  const file = opts.cacheDir && sefCacheFile(opts.cacheDir, hash);
  if (file && !persisted.has(file)) {
    persisted.add(file);
    if (!fs.existsSync(file)) await writeAtomically(file, result);
  }
  return { hash, sef: result };
}
