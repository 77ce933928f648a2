import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { XsltError } from './xslt-error';

/** A render takes ~100 ms warm; anything near this limit is a stylesheet that loops. */
export const RENDER_TIMEOUT_MS = 60_000;

// A stylesheet that allocates without end kills its worker, not the server.
export const WORKER_HEAP_MB = 1024;

// The worker keeps the parsed SEFs it was last given; when it lacks one it asks for it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SaxonJS = require(workerData.saxonPath);
const sefs = new Map();
parentPort.on('message', (m) => {
  let sef = sefs.get(m.hash);
  if (!sef && m.sef === undefined) return parentPort.postMessage({ id: m.id, need: true });
  try {
    if (!sef) {
      sef = JSON.parse(m.sef);
      if (sefs.size >= workerData.limit) sefs.delete(sefs.keys().next().value);
      sefs.set(m.hash, sef);
    }
    const result = SaxonJS.transform({
      stylesheetInternal: sef,
      sourceText: m.xml,
      destination: 'serialized',
      outputProperties: { method: 'html', 'html-version': 5 },
      deliverMessage: () => {},
    }, 'sync');
    parentPort.postMessage({ id: m.id, html: String(result.principalResult) });
  } catch (err) {
    sefs.delete(m.hash);
    parentPort.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
});
`;

type TReply = { id: number; need?: true; html?: string; error?: string };
type TRenderJob = { hash: string; xml: string; sef: () => Promise<string>; timeoutMs?: number };

let worker: Worker | undefined;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

function currentWorker(): Worker {
  if (!worker) {
    const saxonPath = createRequire(import.meta.url).resolve('saxon-js');
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { saxonPath, limit: 16 },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
  }
  return worker;
}

function dropWorker(w: Worker): void {
  if (worker === w) worker = undefined;
  void w.terminate();
}

function ask(message: { hash: string; xml: string; sef?: string }, timeoutMs: number) {
  const w = currentWorker();
  const id = nextId++;
  // Referenced only while a render runs: an idle worker never keeps the process alive.
  w.ref();
  return new Promise<TReply>((resolve, reject) => {
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      w.unref();
      fn();
    };
    const onMessage = (reply: TReply) => {
      if (reply.id === id) settle(() => resolve(reply));
    };
    const onError = (err: Error) => {
      dropWorker(w);
      settle(() => reject(new XsltError('render', err.message)));
    };
    const timer = setTimeout(() => {
      dropWorker(w);
      settle(() => reject(new XsltError('timeout', `render took longer than ${timeoutMs} ms`)));
    }, timeoutMs);
    w.on('message', onMessage);
    w.once('error', onError);
    w.postMessage({ id, ...message });
  });
}

async function run(job: TRenderJob): Promise<string> {
  const timeoutMs = job.timeoutMs ?? RENDER_TIMEOUT_MS;
  let reply = await ask({ hash: job.hash, xml: job.xml }, timeoutMs);
  if (reply.need)
    reply = await ask({ hash: job.hash, xml: job.xml, sef: await job.sef() }, timeoutMs);
  if (reply.html === undefined) throw new XsltError('render', reply.error ?? 'no output');
  return reply.html;
}

/** Applies a compiled stylesheet in the render worker; renders run one at a time. */
export function renderInWorker(job: TRenderJob): Promise<string> {
  const result = queue.then(() => run(job));
  queue = result.catch(() => undefined);
  return result;
}

export async function closeRenderWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
