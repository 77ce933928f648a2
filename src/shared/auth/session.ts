import { z } from 'zod';
import { ZUser } from './user';

const ZEmail = z.string().trim().toLowerCase().max(320);

export const ZAuthorizeInput = z.object({
  email: ZEmail.min(1),
  password: z.string().min(1).max(1024),
  // Checked only after the password matched, so a malformed code is reported as OTP_INVALID.
  otpCode: z.string().trim().max(16).nullish(),
  tenantId: z.uuid().nullish(),
});
export type TAuthorizeInput = z.infer<typeof ZAuthorizeInput>;

/** Body fields are optional for the web app, whose tokens sit in the HTTP-only session cookie. */
export const ZRefreshInput = z.object({
  expiredToken: z.string().max(4096).nullish(),
  refreshToken: z.string().max(200).nullish(),
  tenantId: z.uuid().nullish(),
});
export type TRefreshInput = z.infer<typeof ZRefreshInput>;

export const ZScopeInput = z.object({
  tenantId: z.uuid().nullable(),
  storeId: z.uuid().nullish(),
});
export type TScopeInput = z.infer<typeof ZScopeInput>;

export const ZLogoutInput = z.object({ refreshToken: z.string().max(200).nullish() }).nullish();

/** Spec §7 authorize answer, plus the selected store and the access token lifetime. */
export const ZSession = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: ZUser,
  tenantId: z.uuid().nullable(),
  storeId: z.uuid().nullable(),
  companyName: z.string().nullable(),
});
export type TSession = z.infer<typeof ZSession>;
