import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UblSigningError } from './sign-ubl';
import type { TSigningMaterial } from './signing-material';
import type { TSignReply, TSignRequest } from './sign-worker';

// Two in hand keep a worker busy while the next request crosses over; more only wait there.
const IN_HAND_PER_WORKER = 2;

type TJob = { request: TSignRequest; resolve: (xml: string) => void; reject: (e: Error) => void };
type TSigner = {
  worker: Worker;
  jobs: Map<number, TJob>;
  fingerprints: Set<string>;
  dead: boolean;
};

const size = Math.max(1, os.availableParallelism());
const signers: TSigner[] = [];
const queue: TJob[] = [];
let nextId = 1;
let started = 0;

// The worker runs our TypeScript: it registers the loader the process runs under (tsx), by its
// ESM entry (the CommonJS one looks for a file beside itself that is not there).
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const WORKER_BOOT = `import(${JSON.stringify(TSX_API)})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(new URL('./sign-worker.ts', import.meta.url).href)}));`;

function startSigner(): TSigner {
  started += 1;
  const worker = new Worker(WORKER_BOOT, {
    eval: true,
    // Only the profiler's flags: a `node --cpu-prof` run then profiles this thread too.
    execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
  });
  const signer: TSigner = { worker, jobs: new Map(), fingerprints: new Set(), dead: false };
  worker.unref();
  worker.on('message', (reply: TSignReply) => {
    const job = signer.jobs.get(reply.id);
    if (!job) return;
    signer.jobs.delete(reply.id);
    if (signer.jobs.size === 0) worker.unref();
    if ('signed' in reply) job.resolve(reply.signed);
    else job.reject(reply.signingError ? new UblSigningError(reply.error) : new Error(reply.error));
    pump();
  });
  const fail = (err: Error) => {
    if (signer.dead) return;
    signer.dead = true;
    signers.splice(signers.indexOf(signer), 1);
    for (const job of signer.jobs.values()) job.reject(err);
    signer.jobs.clear();
    pump();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the signing worker stopped (${code})`)));
  return signer;
}

function pump(): void {
  while (queue.length > 0) {
    let signer = signers.reduce<TSigner | undefined>(
      (best, s) => (!best || s.jobs.size < best.jobs.size ? s : best),
      undefined,
    );
    if (!signer || (signer.jobs.size > 0 && signers.length < size)) {
      signer = startSigner();
      signers.push(signer);
    }
    if (signer.jobs.size >= IN_HAND_PER_WORKER) return;
    const job = queue.shift();
    if (!job) return;
    const { request } = job;
    const known = signer.fingerprints.has(request.fingerprint);
    signer.fingerprints.add(request.fingerprint);
    signer.jobs.set(request.id, job);
    signer.worker.ref();
    signer.worker.postMessage(known ? { ...request, material: undefined } : request);
  }
}

/**
 * signUbl on a pool of worker threads, one per core: signing is pure JavaScript (~10 ms of
 * canonicalisation and RSA per invoice) and would otherwise hold the one thread that also talks
 * to the database and the integrator.
 */
export function signUblInPool(xml: string, material: TSigningMaterial): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = { id: nextId++, xml, fingerprint: material.fingerprint, material };
    queue.push({ request, resolve, reject });
    pump();
  });
}

/** How many signing workers this process has started, for tests and benches. */
export function signingWorkersStarted(): number {
  return started;
}
