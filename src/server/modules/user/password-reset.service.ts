import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TResetPasswordInput } from '../../../shared/auth/password';
import type { TDb } from '../../db/database';
import { passwordResetCodes } from '../../db/schema/auth-tokens';
import { AppError } from '../../lib/app-error';
import type { TMailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { revokeAllForUser } from '../auth/refresh-tokens.repository';
import { resetPasswordMail } from './password-reset-mail';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { findUserByEmail, findUserById, setPasswordHash, type TQueryable } from './user.repository';

export const RESET_CODE_TTL_SECONDS = 30 * 60;

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

/**
 * A new one-time code for the user (only the newest works; only its SHA-256 is stored) and the
 * set-password link that carries it. Run it inside the caller's transaction.
 */
export async function issueResetLink(
  tx: TQueryable,
  input: { userId: string; baseUrl: string; ttlSeconds: number },
): Promise<string> {
  const code = newOpaqueToken();
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, input.userId), isNull(passwordResetCodes.usedAt)));
  await tx.insert(passwordResetCodes).values({
    userId: input.userId,
    codeHash: hashToken(code),
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
  const link = new URL('/reset-password', input.baseUrl);
  link.searchParams.set('userId', input.userId);
  link.searchParams.set('code', code);
  return link.toString();
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
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetCodes.userId, input.userId),
          eq(passwordResetCodes.codeHash, hashToken(input.code)),
          isNull(passwordResetCodes.usedAt),
          sql`${passwordResetCodes.expiresAt} > now()`,
        ),
      )
      .returning({ id: passwordResetCodes.id });
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
