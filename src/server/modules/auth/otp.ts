import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';
import { decryptSecret } from '../../lib/secrets';

// Authenticator apps and the demo secret use 10-byte secrets; otplib refuses those below 16 by default.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** ±1 time step of 30 s, for clock drift between phone and server. */
const EPOCH_TOLERANCE_SECONDS = 30;

export const OTP_ISSUER = 'posbelge';

export function newOtpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpAuthUrl(email: string, secret: string): string {
  return generateURI({ issuer: OTP_ISSUER, label: email, secret });
}

export async function verifyOtpCode(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      guardrails,
    });
    return result.valid;
  } catch {
    return false;
  }
}

/** The stored secret is AES-256-GCM ciphertext; a row that cannot be decrypted verifies nothing. */
export async function verifyStoredOtp(
  encrypted: string | null,
  code: string,
  key: Buffer,
): Promise<boolean> {
  if (!encrypted) return false;
  let secret: string;
  try {
    secret = decryptSecret(encrypted, key);
  } catch {
    return false;
  }
  return verifyOtpCode(secret, code);
}
