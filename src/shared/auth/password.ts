import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/** Spec §5 password strength hints; a password is strong only when every rule holds. */
export const PASSWORD_RULES = [
  { id: 'minLength', test: (password: string) => password.length >= 8 },
  {
    id: 'upperLower',
    test: (password: string) => /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  },
  { id: 'digit', test: (password: string) => /\p{Nd}/u.test(password) },
  { id: 'special', test: (password: string) => /[^\p{L}\p{N}\s]/u.test(password) },
] as const;

export type TPasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];
export type TPasswordStrength = 'weak' | 'strong';

/** Argon2 hashes whatever it is given; the cap only keeps a single request cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export function failedPasswordRules(password: string): TPasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export function passwordStrength(password: string): TPasswordStrength {
  return failedPasswordRules(password).length === 0 ? 'strong' : 'weak';
}

export const PASSWORD_WEAK_MESSAGE = messageKey('errors.fields.passwordWeak');

export const ZStrongPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => passwordStrength(password) === 'strong', { error: PASSWORD_WEAK_MESSAGE });

export const ZResetPasswordInput = z
  .object({
    userId: z.uuid(),
    code: z.string().min(1).max(200),
    password: ZStrongPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    error: messageKey('errors.fields.passwordsMismatch'),
  });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZForgotPasswordInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;
