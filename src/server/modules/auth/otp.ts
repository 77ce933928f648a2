import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';
import { decryptSecret, otpBinding } from '../../lib/secrets';

// Authenticator apps and the demo secret use 10-byte secrets; otplib refuses those below 16 by default.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** ±1 time step of 30 s, for clock drift between phone and server. */
const EPOCH_TOLERANCE_SECONDS = 30;

const OTP_ISSUER = 'posbelge';

export function newOtpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpAuthUrl(email: string, secret: string): string {
  return generateURI({ issuer: OTP_ISSUER, label: email, secret });
}

/** The RFC 6238 time step the code belongs to, or null; steps up to `afterTimeStep` are refused. */
async function matchOtpCode(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      guardrails,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * The stored secret is encrypted and bound to its user; one that cannot be decrypted (or was
 * copied from another user's row) matches nothing.
 */
export async function matchStoredOtp(
  user: { id: string; otpSecret: string | null },
  code: string,
  key: Buffer,
  afterTimeStep?: number,
): Promise<number | null> {
  if (!user.otpSecret) return null;
  let secret: string;
  try {
    secret = decryptSecret(user.otpSecret, key, otpBinding(user.id));
  } catch {
    return null;
  }
  return matchOtpCode(secret, code, afterTimeStep);
}

export async function verifyStoredOtp(
  user: { id: string; otpSecret: string | null },
  code: string,
  key: Buffer,
): Promise<boolean> {
  return (await matchStoredOtp(user, code, key)) !== null;
}
