/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo!2345';
/** TOTP secret (base32) of the OTP demo account, so authenticator apps can be set up by hand. */
export const DEMO_OTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The demo platform administrator (never created in production without `--demo`). */
export const DEMO_ADMIN_EMAIL = 'admin@posbelge.test';

export type TDemoAccount = { email: string; role: string };

/** The sign-ins worth showing on start-up; the seed creates a few more users per tenant. */
export const DEMO_ACCOUNTS: readonly TDemoAccount[] = [
  { email: DEMO_ADMIN_EMAIL, role: 'platform administrator (manages admin users)' },
  { email: 'owner@anadolu.posbelge.test', role: 'owner of Anadolu Market A.Ş.' },
  { email: 'kasiyer@anadolu.posbelge.test', role: 'Anadolu Market user, default permissions' },
  {
    email: 'otp@anadolu.posbelge.test',
    role: `Anadolu Market user with one-time codes (secret ${DEMO_OTP_SECRET})`,
  },
  { email: 'owner@ege.posbelge.test', role: 'owner of Ege Kafe Ltd. Şti.' },
  { email: 'owner@karadeniz.posbelge.test', role: 'owner of Karadeniz Yapı Ticaret A.Ş.' },
  { email: 'owner@toros.posbelge.test', role: 'owner of Toros Mali Müşavirlik Ltd. Şti.' },
];
