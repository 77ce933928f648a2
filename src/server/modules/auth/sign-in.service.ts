import type { TAuthorizeInput } from '../../../shared/auth/session';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TAccessTokens } from '../../lib/tokens';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import {
  canUseAccount,
  consumeOtpTimeStep,
  findUserByEmail,
  markSignedIn,
  type TUserRow,
} from '../users/users.public';
import { matchStoredOtp } from './otp';
import { resolveScopeTarget } from '../../session/scope-target';
import { issueSession, type TIssuedSession } from '../../session/session.service';
import {
  clearAccountFailures,
  releaseAttempts,
  reserveAttempts,
  signInKeys,
} from './sign-in-limits';

// Unknown e-mails are checked against this hash so both answers take as long (no account hint).
let dummyHash: Promise<string> | undefined;
/** Called at start-up too, so the first unknown e-mail does not pay for hashing it. */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

export type TSignInDeps = { db: TDb; tokens: TAccessTokens; secretKey: Buffer };

type TSignInFailure = 'password' | 'otp-missing' | 'otp' | 'inactive';

/** `actor` is where the attempt came from; every outcome past the throttle is audited. */
export async function signIn(
  deps: TSignInDeps,
  input: TAuthorizeInput,
  actor: Omit<TAuditActor, 'userId'>,
): Promise<TIssuedSession> {
  const { db } = deps;
  const keys = signInKeys(actor.ip, input.email);
  await reserveAttempts(db, keys);
  // The reservation is the wrong guess's count; every other outcome gives it back.
  let wrongGuess = false;
  let user: TUserRow | null = null;
  const fail = async (reason: TSignInFailure, error: AppError) => {
    wrongGuess = reason === 'password' || reason === 'otp';
    await recordAudit(
      db,
      { ...actor, userId: null },
      {
        tenantId: user?.tenantId ?? null,
        action: 'sign-in-failed',
        entityType: 'session',
        entityId: user?.id ?? null,
        after: { email: input.email, reason },
      },
    );
    return error;
  };
  try {
    user = await findUserByEmail(db, input.email);
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !user.passwordHash || !passwordOk) {
      throw await fail('password', new AppError('UNAUTHORIZED', { reason: 'credentials' }));
    }
    // Past this point the password was right, so naming the reason reveals nothing new.
    // An inactive user, or a user of a deactivated tenant, cannot work in the app.
    if (!(await canUseAccount(db, user))) {
      throw await fail('inactive', new AppError('UNAUTHORIZED', { reason: 'inactive' }));
    }
    if (user.otpEnabled) {
      const code = input.otpCode?.trim();
      if (!code) {
        throw await fail('otp-missing', new AppError('OTP_REQUIRED'));
      }
      // A code is good for one sign-in: replaying an observed code within its window fails.
      const step = await matchStoredOtp(
        user,
        code,
        deps.secretKey,
        user.otpLastTimeStep ?? undefined,
      );
      if (step === null || !(await consumeOtpTimeStep(db, user.id, step))) {
        throw await fail('otp', new AppError('OTP_INVALID'));
      }
    }

    const target = await resolveScopeTarget(db, user, {
      tenantId: input.tenantId,
      storeId: null,
    });
    await clearAccountFailures(db, input.email);
    await markSignedIn(db, user.id);
    const issued = await issueSession(db, deps.tokens, { user, target });
    await recordAudit(
      db,
      { ...actor, userId: user.id },
      {
        tenantId: user.tenantId,
        action: 'sign-in',
        entityType: 'session',
        entityId: issued.claims.fam,
        after: { tenantId: target.tenantId },
      },
    );
    return issued;
  } finally {
    if (!wrongGuess) await releaseAttempts(db, keys);
  }
}
