import { z } from 'zod';
import type { TTranslationKey } from '../../../shared/i18n/types';
import { PASSWORD_MAX_LENGTH, passwordStrength } from '../../../shared/auth/password';

// Form schemas: messages are i18n keys, translated by useZodForm.
const message = (key: TTranslationKey) => ({ error: key });

const ZEmailField = z
  .string()
  .trim()
  .min(1, message('validation.required'))
  .pipe(z.email(message('validation.emailInvalid')));

export const ZSignInForm = z.object({
  email: ZEmailField,
  password: z.string().min(1, message('validation.required')),
  otpCode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, message('validation.otpCodeInvalid'))
    .transform((code) => (code === '' ? null : code)),
});
export type TSignInForm = z.output<typeof ZSignInForm>;

export const ZForgotPasswordForm = z.object({ email: ZEmailField });
export type TForgotPasswordForm = z.output<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, message('validation.passwordWeak'))
      .refine(
        (password) => passwordStrength(password) === 'strong',
        message('validation.passwordWeak'),
      ),
    confirmPassword: z.string().min(1, message('validation.required')),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    ...message('validation.passwordMismatch'),
  });
export type TResetPasswordForm = z.output<typeof ZResetPasswordForm>;
