import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UblSigningError } from './sign-ubl';
import type { TSigningMaterial } from './signing-material';
import type { TSplicedXml } from '../spliced-xml';
import type { TPackedFile } from '../storage/packed-file';
import { STYLESHEETS_KEPT } from './signer-stylesheets';
import type { TSchematronFailure } from '../schematron/schematron-result';
import type { TBuiltRequest, TSchematronRequest, TSignReply, TSignRequest } from './sign-worker';

// Two in hand keep a worker busy while the next request crosses over; more only wait there.
const IN_HAND_PER_WORKER = 2;

type TJob = {
  request: TSignRequest;
  resolve: (reply: TSignReply) => void;
  reject: (e: Error) => void;
};
type TSigner = {
  worker: Worker;
  jobs: Map<number, TJob>;
  fingerprints: Set<string>;
  stylesheets: Set<string>;
  schematrons: Set<string>;
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
  const signer: TSigner = {
    worker,
    jobs: new Map(),
    fingerprints: new Set(),
    stylesheets: new Set(),
    schematrons: new Set(),
    dead: false,
  };
  worker.unref();
  worker.on('message', (reply: TSignReply) => {
    const job = signer.jobs.get(reply.id);
    if (!job) return;
    signer.jobs.delete(reply.id);
    if (signer.jobs.size === 0) worker.unref();
    if ('error' in reply) {
      job.reject(reply.signingError ? new UblSigningError(reply.error) : new Error(reply.error));
    } else job.resolve(reply);
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
    signer.worker.postMessage(
      forSigner(signer, known ? { ...request, material: undefined } : request),
    );
  }
}

/**
 * A built document's stylesheet goes to a worker once; afterwards it is named. The worker forgets
 * its stylesheets as this set does (STYLESHEETS_KEPT, in the order the requests cross), so a
 * stylesheet it no longer has is sent again.
 */
function forSigner(signer: TSigner, request: TSignRequest): TSignRequest {
  const { blobSha256, check } = request.built;
  let built = request.built;
  if (!signer.stylesheets.has(blobSha256)) {
    if (signer.stylesheets.size >= STYLESHEETS_KEPT) signer.stylesheets.clear();
    signer.stylesheets.add(blobSha256);
  } else built = { ...built, base64: undefined };
  // The compiled schematron (~3 MB) likewise, as the worker keeps it (two releases at most).
  if (check && !signer.schematrons.has(check.key)) {
    if (signer.schematrons.size >= 2) signer.schematrons.clear();
    signer.schematrons.add(check.key);
  } else if (check) built = { ...built, check: { ...check, sefs: undefined } };
  return built === request.built ? request : { ...request, built };
}

function run(built: TBuiltRequest, material: TSigningMaterial): Promise<TSignReply> {
  const request: TSignRequest = {
    built,
    id: nextId++,
    fingerprint: material.fingerprint,
    material,
  };
  return new Promise((resolve, reject) => {
    queue.push({ request, resolve, reject });
    pump();
  });
}

/**
 * Signs a document built with its stylesheet's token (spliced-xml.ts) on a pool of worker
 * threads, one per core, and packs it there: signing is pure JavaScript (parsing and
 * canonicalisation) and would otherwise hold the one thread that also talks to the database and
 * the integrator. The signed bytes come back without a copy, with its UBL and signed rows as
 * stored. With `check`, the worker also runs GİB's compiled schematron over the signed document
 * and hands back the rules it breaks.
 */
export async function signBuiltInPool(
  ubl: TSplicedXml,
  blobSha256: string,
  material: TSigningMaterial,
  check?: TSchematronRequest,
): Promise<{ signed: Buffer; files: TPackedFile[]; schematron?: TSchematronFailure[] }> {
  const built = { text: ubl.text, token: ubl.token, blobSha256, base64: ubl.base64, check };
  const reply = await run(built, material);
  if (!('made' in reply)) throw new Error('the signing worker answered without a document');
  const { signed, files, schematron } = reply.made;
  const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return {
    signed: bytes(signed),
    files: files.map((f) => ({ ...f, content: bytes(f.content) })),
    ...(schematron && { schematron }),
  };
}

/** How many signing workers this process has started, for tests and benches. */
export function signingWorkersStarted(): number {
  return started;
}
