import { createRequire } from 'node:module';
import os from 'node:os';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { XMLFileInfo } from 'xmllint-wasm';
import { XMLLINT_WORKER_SOURCE } from './xmllint-worker-source';

export type TSchemaSet = { schema: XMLFileInfo; preload: XMLFileInfo[] };
/** Raw xmllint output for one document, or why the validator could not give any. */
export type TLintOutput = { output: string; fileName: string } | { failure: string };

// A worker is replaced after this many documents: its compile (~1 s of CPU) is then spread over
// a thousand, and whatever xmllint's heap accumulates is given back. The file names are xmllint's
// argv, which lives on the wasm's 64 KiB stack: two short names per document.
const SLOTS_PER_WORKER = 1000;
// The name every document is validated under (xmllint-worker-source.ts).
const DOCUMENT_NAME = 'd.xml';
const INITIAL_MEMORY_PAGES = 256;
const MAX_MEMORY_PAGES = 4096;

type TJob = { id: number; xml: Uint8Array; done: (out: TLintOutput) => void };
type TLinter = {
  worker: Worker;
  port: MessagePort;
  signal: Int32Array;
  used: number;
  job: TJob | null;
  preamble: string;
  dead: boolean;
};
type TPool = { set: TSchemaSet; linters: TLinter[]; queue: TJob[] };

const pools = new Map<string, TPool>();
let nextId = 1;
let started = 0;
const size = Math.max(1, os.availableParallelism());
const modulePath = createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js');

function startLinter(pool: TPool): TLinter {
  started += 1;
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(XMLLINT_WORKER_SOURCE, {
    eval: true,
    // Only the profiler's flags: a `node --cpu-prof` run then profiles this thread too.
    execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    workerData: {
      modulePath,
      port: port2,
      signal,
      files: [pool.set.schema, ...pool.set.preload],
      schema: pool.set.schema.fileName,
      slots: SLOTS_PER_WORKER,
      initialPages: INITIAL_MEMORY_PAGES,
      maxPages: MAX_MEMORY_PAGES,
    },
    transferList: [port2],
  });
  port1.unref();
  const linter: TLinter = {
    worker,
    port: port1,
    signal,
    used: 0,
    job: null,
    preamble: '',
    dead: false,
  };
  // An idle linter must not keep the process alive; one with a document in hand must.
  worker.unref();
  worker.on('message', (message: Record<string, unknown>) => onMessage(pool, linter, message));
  worker.on('error', (err) => retire(pool, linter, err.message));
  worker.on('exit', () => retire(pool, linter, 'the XSD validator stopped'));
  return linter;
}

function onMessage(pool: TPool, linter: TLinter, message: Record<string, unknown>): void {
  if (typeof message.preamble === 'string') {
    linter.preamble += message.preamble;
    return;
  }
  if (typeof message.abort === 'string') return retire(pool, linter, message.abort);
  if (message.exit !== undefined) return retire(pool, linter, linter.preamble.trim());
  const job = linter.job;
  if (!job || message.id !== job.id) return;
  linter.job = null;
  linter.worker.unref();
  job.done({ output: String(message.output), fileName: DOCUMENT_NAME });
  pump(pool);
}

/** A linter that ended (its slots used up, or it failed) leaves; its document gets the reason. */
function retire(pool: TPool, linter: TLinter, reason: string): void {
  if (linter.dead) return;
  linter.dead = true;
  pool.linters = pool.linters.filter((l) => l !== linter);
  void linter.worker.terminate();
  linter.port.close();
  const job = linter.job;
  linter.job = null;
  job?.done({ failure: reason || 'the XSD validator stopped without a reason' });
  pump(pool);
}

function hand(linter: TLinter, job: TJob): void {
  linter.job = job;
  linter.used += 1;
  linter.worker.ref();
  linter.port.postMessage({ id: job.id, xml: job.xml });
  Atomics.add(linter.signal, 0, 1);
  Atomics.notify(linter.signal, 0);
}

function pump(pool: TPool): void {
  while (pool.queue.length > 0) {
    let linter = pool.linters.find((l) => !l.job && !l.dead && l.used < SLOTS_PER_WORKER);
    if (!linter) {
      // A linter whose slots are used up is replaced once it is done with its last document.
      for (const spent of pool.linters.filter((l) => !l.job && l.used >= SLOTS_PER_WORKER)) {
        retire(pool, spent, '');
      }
      if (pool.linters.length >= size) return;
      linter = startLinter(pool);
      pool.linters.push(linter);
    }
    const job = pool.queue.shift();
    if (job) hand(linter, job);
  }
}

/**
 * Validates one document with a long-lived xmllint for this schema set: up to one worker per
 * core, each keeping its compiled schema; documents beyond that wait in line.
 */
export function lintWithSchema(
  key: string,
  set: TSchemaSet,
  xml: Uint8Array,
): Promise<TLintOutput> {
  let pool = pools.get(key);
  if (!pool) {
    pool = { set, linters: [], queue: [] };
    pools.set(key, pool);
  }
  const target = pool;
  return new Promise((resolve) => {
    target.queue.push({ id: nextId++, xml, done: resolve });
    pump(target);
  });
}

/** How many xmllint workers (schema compiles) this process has started, for tests and benches. */
export function xsdValidatorsStarted(): number {
  return started;
}
