import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';
import type { TMailer } from '../../lib/mailer';
import { issueResetCode, setPasswordLink } from './reset-code.repository';
import type { TQueryable } from '../../db/queryable';
import { invitationMail, type TInvitee } from './invitation-mail';

/** An invitation waits longer than a reset request: the invitee may not read mail for days. */
const INVITATION_TTL_DAYS = 7;

export type TInvitationDeps = { mailer: TMailer; config: Pick<TConfig, 'publicUrl'> };

/**
 * The invitation is a password-reset code with a longer life, so the invitee sets a password on
 * the reset-password page. Call inside the transaction that creates the user.
 */
export function issueInvitationCode(tx: TQueryable, userId: string): Promise<string> {
  return issueResetCode(tx, userId, { days: INVITATION_TTL_DAYS });
}

/** Links point at PUBLIC_URL only: the Host header is the caller's to choose. */
export function invitationBase(deps: TInvitationDeps): string {
  return deps.config.publicUrl;
}

/** Sent after the commit; a failed send is logged, the account stays and can be re-invited. */
export function sendInvitation(
  deps: TInvitationDeps,
  request: FastifyRequest,
  invite: { base: string; user: TInvitee & { id: string }; code: string; place: string },
): Promise<void> {
  const link = setPasswordLink(invite.base, invite.user.id, invite.code);
  return deps.mailer
    .send(invitationMail(invite.user, invite.place, link, INVITATION_TTL_DAYS))
    .catch((err: unknown) => request.log.error({ err }, 'invitation mail failed'));
}
