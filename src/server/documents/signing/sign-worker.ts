import { parentPort } from 'node:worker_threads';
import { splicedBytes } from '../spliced-xml';
import { packSpliced } from '../storage/packed-spliced';
import type { TPackedFile } from '../storage/packed-file';
import {
  parseSchematronSefs,
  runSchematron,
  type TSchematronSefs,
} from '../schematron/schematron-run';
import type { TSchematronProfile } from '../schematron/schematron-profile';
import type { TSchematronFailure } from '../schematron/schematron-result';
import { signXml, UblSigningError } from './sign-ubl';
import type { TSigningMaterial } from './signing-material';
import { STYLESHEETS_KEPT } from './signer-stylesheets';

/** A document built with the stylesheet's token (spliced-xml.ts): signed here, then packed. */
export type TBuiltRequest = {
  text: string;
  token: string;
  blobSha256: string;
  /** The stylesheet's base64 text as bytes: sent once per worker, then named by `blobSha256`. */
  base64?: Uint8Array;
  /** GİB's schematron to run over the signed document, when the caller asks for the check. */
  check?: TSchematronRequest;
};
/** A compiled schematron (its SEF texts sent once per worker, then named by `key`). */
export type TSchematronRequest = {
  key: string;
  sefs?: { verdict: string; report: string };
  profile: TSchematronProfile;
};
export type TSignRequest = {
  id: number;
  fingerprint: string;
  material?: TSigningMaterial;
  built: TBuiltRequest;
};
/** The signed document's bytes, and its UBL and signed rows as stored (packed-spliced.ts). */
export type TSignedBuilt = {
  signed: Uint8Array;
  files: TPackedFile[];
  /** The schematron's failures, when it ran: none when the document passes. */
  schematron?: TSchematronFailure[];
};
export type TSignReply =
  { id: number; made: TSignedBuilt } | { id: number; error: string; signingError: boolean };

// A tenant's keys are sent once per worker and kept; later requests name them by fingerprint.
const materials = new Map<string, TSigningMaterial>();
// The stylesheets' base64 texts, by the sha256 of the stylesheet (a store has one or two); the
// pool forgets them with this map (sign-pool.ts, forSigner).
const stylesheets = new Map<string, Buffer>();
// The compiled schematron, parsed: one release at a time (two while a new one comes in).
const schematrons = new Map<string, TSchematronSefs>();

/** Bytes with an ArrayBuffer of their own, which can be handed over (a small Buffer shares one). */
function alone(bytes: Buffer): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  return new Uint8Array(bytes);
}

function signBuilt(built: TBuiltRequest, material: TSigningMaterial): TSignedBuilt {
  if (built.base64) {
    if (stylesheets.size >= STYLESHEETS_KEPT) stylesheets.clear();
    stylesheets.set(built.blobSha256, Buffer.from(built.base64));
  }
  const base64 = stylesheets.get(built.blobSha256);
  if (!base64) throw new Error('the stylesheet was not handed to this worker');
  const { text, token } = built;
  const signedText = signXml(text, material, { token, base64 });
  const signed = { text: signedText, token, base64 };
  return {
    signed: alone(splicedBytes(signed)),
    files: packSpliced({ text, token, base64 }, signed, built.blobSha256),
    ...(built.check && { schematron: checkRules(built.check, signedText) }),
  };
}

/**
 * GİB's rules over the signed document as the short text it is here: the stylesheet's token
 * stands where its base64 text goes, which no rule reads beyond its being there.
 */
function checkRules(check: TSchematronRequest, signedText: string): TSchematronFailure[] {
  if (check.sefs !== undefined) {
    if (schematrons.size >= 2) schematrons.clear();
    schematrons.set(check.key, parseSchematronSefs(check.sefs));
  }
  const sefs = schematrons.get(check.key);
  if (!sefs) throw new Error('the schematron was not handed to this worker');
  return runSchematron(sefs, signedText, check.profile);
}

function handle(request: TSignRequest): TSignReply {
  // The certificate arrives as a plain Uint8Array: a Buffer does not survive the crossing.
  if (request.material) {
    const certificateDer = Buffer.from(request.material.certificateDer);
    materials.set(request.fingerprint, { ...request.material, certificateDer });
  }
  const material = materials.get(request.fingerprint);
  try {
    if (!material) throw new Error('signing material was not handed to this worker');
    return { id: request.id, made: signBuilt(request.built, material) };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { id: request.id, error, signingError: err instanceof UblSigningError };
  }
}

parentPort?.on('message', (request: TSignRequest) => {
  const reply = handle(request);
  // The signed bytes move to the caller without a copy.
  const transfer = 'made' in reply ? [reply.made.signed.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(reply, transfer);
});
