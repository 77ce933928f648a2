import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runSandboxed, SYSTEM_TENANT } from './sandbox/sandbox-pool';
import { inspectSef } from './sef-inspection';
import { XsltError } from './xslt-error';
import { rememberFailure, throwKnownFailure } from './xslt-failures';
import { explainXslt, MAX_XSLT_DEPTH } from './xslt-safety';

/** saxon-js needs tens of seconds for GİB's general.xslt on a busy machine. */
const SEF_COMPILE_TIMEOUT_MS = 180_000;

// Compiled stylesheets are a few MB of JSON each; stores rarely have more than a handful.
const MEMORY_LIMIT = 32;
const memory = new Map<string, Promise<string>>();
const persisted = new Set<string>();
let compiles = 0;

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

// Readers never see a half-written file: another process may be reading the same cache.
async function writeAtomically(file: string, text: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const suffix = `${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const temp = `${file}.${suffix}`;
  await fs.promises.writeFile(temp, text);
  await fs.promises.rename(temp, file);
}

function assertSafeSef(sef: string): string {
  const refusal = inspectSef(sef);
  if (refusal) {
    throw new XsltError('external', `the compiled stylesheet ${refusal.message}`, refusal.what);
  }
  return sef;
}

/** The source check's verdict as an error, or nothing when the stylesheet may be compiled. */
function assertSafeSource(text: string): void {
  const { shape, detail } = explainXslt(text);
  if (shape === 'not-xslt') throw new XsltError('not-xslt', 'not an XSLT stylesheet');
  if (shape === 'too-deep') {
    throw new XsltError('too-deep', `the stylesheet nests elements deeper than ${MAX_XSLT_DEPTH}`);
  }
  if (shape === 'external') {
    throw new XsltError(
      'external',
      `the stylesheet uses ${detail ?? 'a forbidden feature'}`,
      detail,
    );
  }
}

async function compile(text: string, tenant: string, timeoutMs: number): Promise<string> {
  assertSafeSource(text);
  compiles += 1;
  const reply = await runSandboxed(tenant, { op: 'compile', text }, timeoutMs);
  if (reply.sef === undefined) {
    throw new XsltError(reply.limit ? 'limits' : 'compile', reply.error ?? 'no compiled output');
  }
  return assertSafeSef(reply.sef);
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

async function load(text: string, hash: string, opts: TCompileOptions): Promise<string> {
  // A cached SEF is inspected too: it may predate the allow-list.
  const cached = opts.cacheDir && (await readCached(sefCacheFile(opts.cacheDir, hash)));
  if (cached) return assertSafeSef(cached);
  return compile(text, opts.tenant ?? SYSTEM_TENANT, opts.timeoutMs ?? SEF_COMPILE_TIMEOUT_MS);
}

function remember(hash: string, sef: Promise<string>): void {
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value ?? '');
  memory.set(hash, sef);
  sef.catch((err: unknown) => {
    memory.delete(hash);
    rememberFailure(`compile:${hash}`, err);
  });
}

type TCompileOptions = {
  cacheDir?: string | undefined;
  timeoutMs?: number;
  /** Whose turn the compile takes in the sandbox pool; GİB's defaults use SYSTEM_TENANT. */
  tenant?: string;
};

/**
 * The compiled form (SEF JSON) of a stylesheet: from memory, else `<cacheDir>/xslt/<sha256>.sef.json`,
 * else compiled once in a sandboxed process while concurrent callers of the same stylesheet wait.
 * The source and the compiled form are both inspected: a stylesheet that could read files or
 * URLs or run script is refused (XsltError 'external'), and so is it again, from memory, for a while.
 */
export async function compileStylesheet(
  text: string,
  opts: TCompileOptions = {},
): Promise<{ hash: string; sef: string }> {
  const hash = stylesheetHash(text);
  let sef = memory.get(hash);
  if (!sef) {
    throwKnownFailure(`compile:${hash}`);
    sef = load(text, hash, opts);
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
