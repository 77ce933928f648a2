import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (not importable under verbatimModuleSyntax): 2.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
