import { parentPort } from 'node:worker_threads';
import { signUbl, UblSigningError } from './sign-ubl';
import type { TSigningMaterial } from './signing-material';

export type TSignRequest = {
  id: number;
  xml: string;
  fingerprint: string;
  material?: TSigningMaterial;
};
export type TSignReply =
  { id: number; signed: string } | { id: number; error: string; signingError: boolean };

// A tenant's keys are sent once per worker and kept; later requests name them by fingerprint.
const materials = new Map<string, TSigningMaterial>();

async function handle(request: TSignRequest): Promise<TSignReply> {
  // The certificate arrives as a plain Uint8Array: a Buffer does not survive the crossing.
  if (request.material) {
    const certificateDer = Buffer.from(request.material.certificateDer);
    materials.set(request.fingerprint, { ...request.material, certificateDer });
  }
  const material = materials.get(request.fingerprint);
  try {
    if (!material) throw new Error('signing material was not handed to this worker');
    return { id: request.id, signed: await signUbl(request.xml, material) };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { id: request.id, error, signingError: err instanceof UblSigningError };
  }
}

parentPort?.on('message', (request: TSignRequest) => {
  void handle(request).then((reply) => parentPort?.postMessage(reply));
});
