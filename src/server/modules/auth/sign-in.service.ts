import type { TAuthorizeInput } from '../../../shared/auth/session';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TAccessTokens } from '../../lib/tokens';
import {
  canUseAccount,
  consumeOtpTimeStep,
  findUserByEmail,
  markSignedIn,
} from '../user/user.repository';
import { matchStoredOtp } from './otp';
import { resolveScopeTarget } from './scope-target';
import { issueSession, type TIssuedSession } from './session.service';
import {
  assertNotLimited,
  clearAccountFailures,
  recordFailure,
  signInKeys,
} from './sign-in-limits';

export const INVALID_CREDENTIALS_MESSAGE =
  'E-posta adresi veya şifre hatalı. / The e-mail address or password is incorrect.';
export const OTP_REQUIRED_MESSAGE = 'Tek kullanımlık kod gerekli. / A one-time code is required.';
export const OTP_INVALID_MESSAGE = 'Tek kullanımlık kod geçersiz. / The one-time code is invalid.';
export const INACTIVE_USER_MESSAGE =
  'Hesabınız veya işletmeniz pasif durumda. / Your account or your business is inactive.';

// Unknown e-mails are checked against this hash so both answers take as long (no account hint).
let dummyHash: Promise<string> | undefined;
/** Called at start-up too, so the first unknown e-mail does not pay for hashing it. */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

export type TSignInDeps = { db: TDb; tokens: TAccessTokens; secretKey: Buffer };

export async function signIn(
  deps: TSignInDeps,
  input: TAuthorizeInput,
  ip: string,
): Promise<TIssuedSession> {
  const { db } = deps;
  const keys = signInKeys(ip, input.email);
  await assertNotLimited(db, keys);

  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !user.passwordHash || !passwordOk) {
    await recordFailure(db, keys);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  // Past this point the password was right, so naming the reason reveals nothing new.
  // An inactive user, or a user of a deactivated tenant, cannot work in the app.
  if (!(await canUseAccount(db, user))) throw new AppError('UNAUTHORIZED', INACTIVE_USER_MESSAGE);
  if (user.otpEnabled) {
    const code = input.otpCode?.trim();
    if (!code) throw new AppError('OTP_REQUIRED', OTP_REQUIRED_MESSAGE);
    // A code is good for one sign-in: replaying an observed code within its window fails.
    const step = await matchStoredOtp(
      user,
      code,
      deps.secretKey,
      user.otpLastTimeStep ?? undefined,
    );
    if (step === null || !(await consumeOtpTimeStep(db, user.id, step))) {
      await recordFailure(db, keys);
      throw new AppError('OTP_INVALID', OTP_INVALID_MESSAGE);
    }
  }

  const target = await resolveScopeTarget(db, user, { tenantId: input.tenantId, storeId: null });
  await clearAccountFailures(db, input.email);
  await markSignedIn(db, user.id);
  return issueSession(db, deps.tokens, { user, target });
}
