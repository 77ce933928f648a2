import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZPermission } from './permissions';

/** Spec §3 User, as the API returns it; secrets (password hash, OTP secret) never leave the server. */
export const ZUser = z.object({
  id: z.uuid(),
  email: z.string(),
  emailHash: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  userType: z.number().int(),
  languageId: z.string(),
  isActive: z.boolean(),
  tenantId: z.uuid().nullable(),
  tenantOwnerId: z.uuid().nullable(),
  isTenantOwner: z.boolean(),
  manageAdminUsers: z.boolean(),
  fmtpb: z.string().nullable(),
  permissions: z.array(ZPermission),
  otpEnabled: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZGetUserQuery = z.object({
  id: z.uuid().optional(),
  exposeSensitiveInfo: ZQueryBoolean.default(false),
});
export type TGetUserQuery = z.infer<typeof ZGetUserQuery>;

export const ZOtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, messageKey('errors.fields.otpCode'));

export const ZOtpCodeInput = z.object({ code: ZOtpCode });
export type TOtpCodeInput = z.infer<typeof ZOtpCodeInput>;

export const ZOtpSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type TOtpSetup = z.infer<typeof ZOtpSetup>;

export const ZOtpStatus = z.object({ otpEnabled: z.boolean() });
export type TOtpStatus = z.infer<typeof ZOtpStatus>;

export const ZForgotPasswordResult = z.object({ message: z.string() });
export type TForgotPasswordResult = z.infer<typeof ZForgotPasswordResult>;

export const ZResetPasswordResult = z.object({ message: z.string() });
export type TResetPasswordResult = z.infer<typeof ZResetPasswordResult>;
