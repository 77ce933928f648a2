import { performance } from 'node:perf_hooks';
import { signUbl } from './sign-ubl';
import type { TSigningMaterial } from './signing-material';
import { verifyUblSignature } from './verify-signature';

export type TRate = { count: number; ms: number; perSecond: number };

async function rate(count: number, run: () => Promise<unknown>): Promise<TRate> {
  await run();
  const started = performance.now();
  for (let i = 0; i < count; i++) await run();
  const ms = performance.now() - started;
  return { count, ms, perSecond: (count * 1000) / ms };
}

/** Signs `xml` `count` times one after another (after one warm-up) and reports the rate. */
export function measureSigningRate(
  xml: string,
  material: TSigningMaterial,
  count: number,
): Promise<TRate> {
  return rate(count, () => signUbl(xml, material));
}

/** Checks an already signed document `count` times with verifyUblSignature and reports the rate. */
export function measureVerifyRate(signedXml: string, count: number): Promise<TRate> {
  return rate(count, () => verifyUblSignature(signedXml));
}
