import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REFRESH_TOKEN_TTL_SECONDS } from '../lib/tokens';

export const SESSION_COOKIE = 'posbelge_session';
export const ANONYMOUS_COOKIE = 'posbelge_anon';

/** Spec §9: authorised session 15 days, anonymous 15 minutes. */
const SESSION_MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_SECONDS;
const ANONYMOUS_MAX_AGE_SECONDS = 15 * 60;

const BASE_OPTIONS = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  // `secure` is set for the whole app in app.ts: always in production, else by the request's scheme.
  signed: true,
} as const;

const ZSessionCookie = z.object({ a: z.string(), r: z.string() });
export type TSessionCookie = { accessToken: string; refreshToken: string };

export function setSessionCookie(reply: FastifyReply, tokens: TSessionCookie): void {
  const value = Buffer.from(
    JSON.stringify({ a: tokens.accessToken, r: tokens.refreshToken }),
  ).toString('base64url');
  reply.setCookie(SESSION_COOKIE, value, { ...BASE_OPTIONS, maxAge: SESSION_MAX_AGE_SECONDS });
  reply.clearCookie(ANONYMOUS_COOKIE, { path: '/' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export type TCookieRead =
  { state: 'absent' } | { state: 'invalid' } | { state: 'ok'; tokens: TSessionCookie };

/** A cookie whose signature or shape is wrong counts as tampered, not as absent. */
export function readSessionCookie(request: FastifyRequest): TCookieRead {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return { state: 'absent' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return { state: 'invalid' };
  try {
    const parsed = ZSessionCookie.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return { state: 'invalid' };
    return { state: 'ok', tokens: { accessToken: parsed.data.a, refreshToken: parsed.data.r } };
  } catch {
    return { state: 'invalid' };
  }
}

/** Browsers without a session keep a short anonymous cookie, renewed on every visit (spec §9). */
export function touchAnonymousCookie(request: FastifyRequest, reply: FastifyReply): void {
  const current = request.cookies[ANONYMOUS_COOKIE];
  const unsigned = current ? request.unsignCookie(current) : null;
  const id =
    unsigned?.valid && unsigned.value
      ? unsigned.value
      : crypto.randomBytes(16).toString('base64url');
  reply.setCookie(ANONYMOUS_COOKIE, id, { ...BASE_OPTIONS, maxAge: ANONYMOUS_MAX_AGE_SECONDS });
}
