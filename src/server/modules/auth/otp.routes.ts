import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { ZOtpCodeInput, ZOtpSetup, ZOtpStatus } from '../../../shared/auth/user';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { encryptSecret, otpBinding } from '../../lib/secrets';
import { newOtpSecret, otpAuthUrl, verifyStoredOtp } from './otp';
import { clearAttempts, otpKeys, reserveAttempts } from './sign-in-limits';
import { scopeOf } from '../../plugins/app/scope';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { actorOf, recordAudit, type TAuditEntry } from '../../audit/audit.service';
import { findUserById, setOtp, type TUserRow } from '../users/users.public';

export type TOtpRouteDeps = { db: TDb; secretKey: Buffer };

const tags = ['user'];
const security = [{ bearerAuth: [] }];
const otpAudit = (user: TUserRow, action: 'otp-enable' | 'otp-disable'): TAuditEntry => ({
  tenantId: user.tenantId,
  action,
  entityType: 'user',
  entityId: user.id,
});

/** TOTP enrolment from the profile menu: set up (secret + QR), confirm with a code, disable with a code. */
export const otpRoutes =
  (deps: TOtpRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require());

    /**
     * Each code check holds a reservation taken before it runs (10 wrong codes a minute per user),
     * so parallel guesses cannot outrun the count; a right code clears it.
     */
    const checkCode = async (userId: string, otpSecret: string | null, code: string) => {
      const keys = otpKeys(userId);
      await reserveAttempts(deps.db, keys, 'otpAttempts');
      if (!(await verifyStoredOtp({ id: userId, otpSecret }, code, deps.secretKey))) {
        throw new AppError('UNPROCESSABLE', { reason: 'otpCodeWrong' });
      }
      await clearAttempts(deps.db, keys);
    };

    const currentUser = async (userId: string) => {
      const user = await findUserById(deps.db, userId);
      if (!user) {
        throw new AppError('UNAUTHORIZED', { reason: 'missing' });
      }
      return user;
    };

    app.post(
      '/api/user/otp/setup',
      {
        config: perMinute(RATE_LIMITS.otp),
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
          throw new AppError('CONFLICT', { reason: 'otpEnabled' });
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
        config: perMinute(RATE_LIMITS.otp),
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
        await checkCode(user.id, user.otpSecret, request.body.code);
        await deps.db.transaction(async (tx) => {
          await setOtp(tx, user.id, { otpSecret: user.otpSecret, otpEnabled: true });
          await recordAudit(tx, actorOf(request), otpAudit(user, 'otp-enable'));
        });
        return { otpEnabled: true };
      },
    );

    app.post(
      '/api/user/otp/disable',
      {
        config: perMinute(RATE_LIMITS.otp),
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
        await checkCode(user.id, user.otpSecret, request.body.code);
        await deps.db.transaction(async (tx) => {
          await setOtp(tx, user.id, { otpSecret: null, otpEnabled: false });
          await recordAudit(tx, actorOf(request), otpAudit(user, 'otp-disable'));
        });
        return { otpEnabled: false };
      },
    );
  };
