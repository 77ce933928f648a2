import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ZPermission } from '../../shared/auth/permissions';
import { TtlCache } from './ttl-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 15 * 24 * 60 * 60;
const ISSUER = 'posbelge';
const ALGORITHM = 'HS256';
// Every request's bearer token was verified again (an HMAC through WebCrypto and a claims parse,
// ~4 % of the list API's CPU). A token that verified is kept, bounded, for a minute; its expiry
// is still checked on every use.
const VERIFIED_ENTRIES = 10_000;
const VERIFIED_MS = 60_000;

/** Keys for separate purposes come from the one env secret, so one cannot stand in for another. */
export function deriveKey(secretKey: Buffer, purpose: 'access-token' | 'cookie'): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', secretKey, Buffer.alloc(0), `posbelge ${purpose} v1`, 32),
  );
}

const ZAccessClaims = z.object({
  sub: z.uuid(),
  ut: z.number().int(),
  tid: z.uuid().nullable(),
  sid: z.uuid().nullable(),
  perms: z.array(ZPermission),
  own: z.boolean(),
  mau: z.boolean(),
  // Refresh-token family, so logout with a bearer token alone can end the session.
  fam: z.uuid(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

export type TTokenCheck =
  | { ok: true; claims: TAccessClaims; issuedAtMs: number }
  | { ok: false; reason: 'expired'; claims: TAccessClaims }
  | { ok: false; reason: 'invalid' };

type TVerified = { claims: TAccessClaims; issuedAtMs: number; exp: number };

export function createAccessTokens(secretKey: Buffer) {
  const key = deriveKey(secretKey, 'access-token');
  const verified = new TtlCache<TVerified>(VERIFIED_MS, VERIFIED_ENTRIES);

  async function sign(claims: TAccessClaims, now = new Date()): Promise<string> {
    const { sub, ...rest } = claims;
    // Millisecond precision (RFC 7519 allows fractional NumericDate): a session ended at 12:00:00.400
    // must not keep a token signed at 12:00:00.100 alive, nor refuse one signed at 12:00:00.700.
    const issuedAt = now.getTime() / 1000;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  }

  /** An expired token still reports its (signature-checked) claims: refresh needs them. */
  async function verify(token: string): Promise<TTokenCheck> {
    const known = verified.get(token);
    // jose's own rule: expired once `exp` is not after the current whole second.
    if (known) {
      return known.exp > Math.floor(Date.now() / 1000)
        ? { ok: true, claims: known.claims, issuedAtMs: known.issuedAtMs }
        : { ok: false, reason: 'expired', claims: known.claims };
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const claims = ZAccessClaims.safeParse(payload);
      if (!claims.success || payload.iat === undefined || payload.exp === undefined) {
        return { ok: false, reason: 'invalid' };
      }
      // Shared by every later use of the token: frozen, so no caller can change it for the next.
      Object.freeze(claims.data.perms);
      const check = {
        claims: Object.freeze(claims.data),
        issuedAtMs: Math.round(payload.iat * 1000),
      };
      verified.set(token, { ...check, exp: payload.exp });
      return { ok: true, ...check };
    } catch (e) {
      if (e instanceof errors.JWTExpired) {
        const claims = ZAccessClaims.safeParse(e.payload);
        if (claims.success && e.payload.iss === ISSUER) {
          return { ok: false, reason: 'expired', claims: claims.data };
        }
      }
      return { ok: false, reason: 'invalid' };
    }
  }

  return { sign, verify };
}
export type TAccessTokens = ReturnType<typeof createAccessTokens>;

/** 32 random bytes; only the SHA-256 of it is stored. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
