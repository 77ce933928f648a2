import type { TTranslations } from '../types';

export const enAuth: Pick<TTranslations, 'auth'> = {
  auth: {
    brand: {
      tagline: 'The back office for e-documents issued from your POS devices',
      description:
        'Monitor and manage your e-invoices, e-archive invoices, e-waybills and other e-documents in one place.',
      featureDocuments: 'Document list, filters and export',
      featureStatuses: 'Integrator and GİB status tracking',
      featureOrganisation: 'Business, store, device and user management',
    },
    signIn: {
      title: 'Sign in',
      subtitle: 'Enter your account details to continue.',
      email: 'E-mail',
      emailPlaceholder: 'name@company.com',
      password: 'Password',
      otpCode: 'One-time code',
      otpCodeDescription: 'If two-step verification is on, enter the 6-digit code from your app.',
      submit: 'Sign in',
      forgotPassword: 'Forgot password?',
      failed: 'Sign-in failed',
      noAccount: 'No account yet?',
      register: 'Sign up',
    },
    forgotPassword: {
      title: 'Forgot password',
      subtitle: 'Enter the e-mail address of your account and we will send you a reset link.',
      submit: 'Send reset link',
      successTitle: 'E-mail sent',
      successMessage:
        'If an account is registered with this address, a password reset link will arrive within a few minutes.',
      failed: 'The request could not be sent',
    },
    resetPassword: {
      title: 'Reset password',
      subtitle: 'Choose a new password for your account.',
      newPassword: 'New password',
      confirmPassword: 'New password (again)',
      submit: 'Update password',
      invalidLinkTitle: 'Invalid link',
      invalidLinkMessage:
        'The password reset link is incomplete or wrong. Please request a new link.',
      requestNewLink: 'Request a new link',
      successTitle: 'Your password has been updated',
      successMessage: 'You can now sign in with your new password.',
      failed: 'The password could not be updated',
    },
    notAllowed: {
      title: 'No access',
      subtitle: 'Your account is not allowed to view the management screens of this application.',
    },
    passwordStrength: {
      label: 'Password strength',
      weak: 'Weak',
      strong: 'Strong',
      minLength: 'At least 8 characters',
      upperLower: 'Upper and lower case letters',
      special: 'A special character',
      digit: 'A digit',
    },
  },
};
