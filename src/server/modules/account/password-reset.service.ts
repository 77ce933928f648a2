import type { TResetPasswordInput } from '../../../shared/auth/password';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TMailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../../session/refresh-tokens.repository';
import { resetPasswordMail } from './password-reset-mail';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import type { TQueryable } from '../../db/queryable';
import {
  findUserByEmail,
  findUserById,
  setPasswordHash,
  consumeResetCode,
  issueResetCode,
  setPasswordLink,
} from '../users/users.public';

const RESET_CODE_TTL_SECONDS = 30 * 60;

// Answers for API clients; the web app shows its own translated texts (auth.forgotPassword.*).
export const FORGOT_PASSWORD_MESSAGE =
  'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi.';
export const RESET_DONE_MESSAGE = 'Şifreniz değiştirildi.';

export type TPasswordResetDeps = { db: TDb; mailer: TMailer; log: (err: unknown) => void };
/** Where the request came from, for the audit log. */
export type TResetActor = Omit<TAuditActor, 'userId'>;

/**
 * Issues a code only for an active account; the caller answers the same either way. The mail is
 * sent after the answer so its duration does not reveal that the account exists.
 */
export async function requestPasswordReset(
  deps: TPasswordResetDeps,
  request: { email: string; baseUrl: string; actor: TResetActor },
): Promise<void> {
  const { email, actor } = request;
  const found = await findUserByEmail(deps.db, email);
  const user = found?.isActive ? found : null;
  await recordAudit(
    deps.db,
    { ...actor, userId: null },
    {
      tenantId: found?.tenantId ?? null,
      action: 'password-reset-request',
      entityType: 'user',
      entityId: found?.id ?? null,
      after: { email, mailed: user !== null },
    },
  );
  if (!user) return;
  const link = await deps.db.transaction((tx) =>
    issueResetLink(tx, {
      userId: user.id,
      baseUrl: request.baseUrl,
      ttlSeconds: RESET_CODE_TTL_SECONDS,
    }),
  );
  void deps.mailer.send(resetPasswordMail(user, link, RESET_CODE_TTL_SECONDS / 60)).catch(deps.log);
}

/** A new one-time reset code and the set-password link that carries it, in the caller's transaction. */
export async function issueResetLink(
  tx: TQueryable,
  input: { userId: string; baseUrl: string; ttlSeconds: number },
): Promise<string> {
  const code = await issueResetCode(tx, input.userId, { seconds: input.ttlSeconds });
  return setPasswordLink(input.baseUrl, input.userId, code);
}

/**
 * A code works once and before it expires; the new password ends every open session. The code is
 * checked (and used up) before the password is hashed, so a wrong code costs no argon2 run.
 */
export async function resetPassword(
  deps: Pick<TPasswordResetDeps, 'db'>,
  input: TResetPasswordInput,
  actor: TResetActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const used = await consumeResetCode(tx, input.userId, input.code);
    const user = used ? await findUserById(tx, input.userId) : null;
    if (!user || !user.isActive) throw new AppError('BAD_REQUEST', { reason: 'resetLinkInvalid' });
    await setPasswordHash(tx, user.id, await hashPassword(input.password));
    await revokeAllForUser(tx, user.id);
    await recordAudit(
      tx,
      { ...actor, userId: user.id },
      {
        tenantId: user.tenantId,
        action: 'password-reset',
        entityType: 'user',
        entityId: user.id,
      },
    );
  });
}
