import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { ZOtpCodeInput, ZOtpSetup, ZOtpStatus } from '../../../shared/auth/user';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { encryptSecret, otpBinding } from '../../lib/secrets';
import { newOtpSecret, otpAuthUrl, verifyStoredOtp } from '../auth/otp';
import { scopeOf } from '../../plugins/app/scope';
import { findUserById, setOtp } from './user.repository';

export type TOtpRouteDeps = { db: TDb; secretKey: Buffer };

const tags = ['user'];
const security = [{ bearerAuth: [] }];
const WRONG_CODE = 'Kod doğrulanamadı. / The code could not be verified.';

/** TOTP enrolment from the profile menu: set up (secret + QR), confirm with a code, disable with a code. */
export const otpRoutes =
  (deps: TOtpRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require());

    const currentUser = async (userId: string) => {
      const user = await findUserById(deps.db, userId);
      if (!user) {
        throw new AppError('UNAUTHORIZED', 'Oturum açmanız gerekiyor. / You need to sign in.');
      }
      return user;
    };

    app.post(
      '/api/user/otp/setup',
      {
        schema: {
          tags,
          security,
          summary: 'Start OTP enrolment: a new secret, not yet enabled',
          response: { 200: ZOtpSetup },
        },
      },
      async (request) => {
        const user = await currentUser(scopeOf(request).userId);
        if (user.otpEnabled) {
          throw new AppError(
            'CONFLICT',
            'Tek kullanımlık kod zaten etkin. / One-time codes are already enabled.',
          );
        }
        const secret = newOtpSecret();
        await setOtp(deps.db, user.id, {
          otpSecret: encryptSecret(secret, deps.secretKey, otpBinding(user.id)),
          otpEnabled: false,
        });
        const otpauthUrl = otpAuthUrl(user.email, secret);
        return {
          secret,
          otpauthUrl,
          qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
        };
      },
    );

    app.post(
      '/api/user/otp/confirm',
      {
        schema: {
          tags,
          security,
          summary: 'Enable OTP with a code from the app',
          body: ZOtpCodeInput,
          response: { 200: ZOtpStatus },
        },
      },
      async (request) => {
        const user = await currentUser(scopeOf(request).userId);
        if (!(await verifyStoredOtp(user, request.body.code, deps.secretKey))) {
          throw new AppError('UNPROCESSABLE', WRONG_CODE);
        }
        await setOtp(deps.db, user.id, { otpSecret: user.otpSecret, otpEnabled: true });
        return { otpEnabled: true };
      },
    );

    app.post(
      '/api/user/otp/disable',
      {
        schema: {
          tags,
          security,
          summary: 'Disable OTP; needs a current code',
          body: ZOtpCodeInput,
          response: { 200: ZOtpStatus },
        },
      },
      async (request) => {
        const user = await currentUser(scopeOf(request).userId);
        if (!user.otpEnabled) return { otpEnabled: false };
        if (!(await verifyStoredOtp(user, request.body.code, deps.secretKey))) {
          throw new AppError('UNPROCESSABLE', WRONG_CODE);
        }
        await setOtp(deps.db, user.id, { otpSecret: null, otpEnabled: false });
        return { otpEnabled: false };
      },
    );
  };
