import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Pkcs12Error, type TPkcs12Problem } from './pkcs12-error';

/** node-forge's key derivations are plain JavaScript: a legitimate file opens in well under this. */
export const PKCS12_PARSE_TIMEOUT_MS = 20_000;
/** A few kilobytes of ASN.1 need little; a file that makes forge allocate more is refused. */
const PKCS12_WORKER_HEAP_MB = 64;
/** Each parse holds a CPU core: uploads beyond this wait for none, they are refused. */
const MAX_CONCURRENT_PARSES = 2;

// Plain JavaScript evaluated in the worker: forge's synchronous parse, far from the event loop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const forge = require(workerData.forgePath);
function parse() {
  let asn1;
  try {
    asn1 = forge.asn1.fromDer(Buffer.from(workerData.der).toString('binary'));
  } catch {
    return { problem: 'malformed' };
  }
  let pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, workerData.password);
  } catch (err) {
    const message = (err && err.message) || '';
    // forge says "Invalid password?" when the MAC fails and padding errors on decryption.
    return { problem: /password|pkcs#?12 mac|decrypt|padding/i.test(message) ? 'wrong-password' : 'malformed' };
  }
  const oids = forge.pki.oids;
  const bags = (type) => (type && pfx.getBags({ bagType: type })[type]) || [];
  const keyBag = [...bags(oids.pkcs8ShroudedKeyBag), ...bags(oids.keyBag)][0];
  if (!keyBag) return { problem: 'no-key' };
  if (!keyBag.key) return { problem: 'unsupported-key' };
  const der = (node) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
  return {
    pkcs8Der: der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key))),
    certificateDers: bags(oids.certBag).map((bag) =>
      der(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1),
    ),
  };
}
parentPort.postMessage(parse());
`;

type TReply = { problem: TPkcs12Problem } | { pkcs8Der: Uint8Array; certificateDers: Uint8Array[] };

export type TPkcs12Contents = { pkcs8Der: Buffer; certificateDers: Buffer[] };

let running = 0;

/**
 * Opens the PKCS#12 in a worker thread with a heap cap, killed after `timeoutMs`: a costly file
 * delays nothing else the server does.
 */
export async function openPkcs12InWorker(
  der: Buffer,
  password: string,
  timeoutMs = PKCS12_PARSE_TIMEOUT_MS,
): Promise<TPkcs12Contents> {
  if (running >= MAX_CONCURRENT_PARSES) throw new Pkcs12Error('busy');
  running += 1;
  try {
    const reply = await runWorker(der, password, timeoutMs);
    if ('problem' in reply) throw new Pkcs12Error(reply.problem);
    return {
      pkcs8Der: Buffer.from(reply.pkcs8Der),
      certificateDers: reply.certificateDers.map((c) => Buffer.from(c)),
    };
  } finally {
    running -= 1;
  }
}

function runWorker(der: Buffer, password: string, timeoutMs: number): Promise<TReply> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: {
      forgePath: createRequire(import.meta.url).resolve('node-forge'),
      der: new Uint8Array(der),
      password,
    },
    resourceLimits: {
      maxOldGenerationSizeMb: PKCS12_WORKER_HEAP_MB,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  });
  return new Promise<TReply>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Pkcs12Error('too-costly', { reason: 'timeout', timeoutMs }))),
      timeoutMs,
    );
    worker.once('message', (reply: TReply) => settle(() => resolve(reply)));
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new Pkcs12Error('too-costly', { reason: 'memory' })
            : new Pkcs12Error('malformed'),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new Pkcs12Error('malformed'))));
  });
}
