import type { TConfirmRegistrationInput } from '../../../shared/registration/registration';
import type { TDb } from '../../db/database';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import { hashToken, type TAccessTokens } from '../../lib/tokens';
import { recordAudit } from '../../audit/audit.service';
import { issueSession, type TIssuedSession } from '../../session/session.service';
import { createTenantWithOwner } from '../tenant/tenant.public';
import { findUserByEmail, markSignedIn } from '../users/users.public';
import { lockPendingRegistration, markRegistrationConfirmed } from './registration.repository';
import type { TAnonymousActor } from './registration.service';

/**
 * Turns a confirmed sign-up into a tenant with its owner and signs the owner in, in one
 * transaction. The registration row is locked first, so of two confirmations of one link the
 * second waits, then finds it used; an expired or unknown link creates nothing.
 */
export async function confirmRegistration(
  deps: { db: TDb; tokens: TAccessTokens },
  input: TConfirmRegistrationInput,
  actor: TAnonymousActor,
): Promise<TIssuedSession> {
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await lockPendingRegistration(tx, input.registrationId);
      const registration = found?.registration;
      if (!registration || registration.codeHash !== hashToken(input.code)) {
        throw new AppError('BAD_REQUEST', { reason: 'registrationLinkInvalid' });
      }
      if (registration.confirmedAt || !registration.passwordHash) {
        throw new AppError('CONFLICT', { reason: 'registrationLinkUsed' });
      }
      if (found.expired) throw new AppError('REGISTRATION_LINK_EXPIRED');
      if (await findUserByEmail(tx, registration.email)) {
        throw new AppError('CONFLICT', { reason: 'emailRegistered' });
      }
      const tenant = {
        name: registration.propertyName,
        webSite: registration.website,
        phoneNumber: registration.phone,
        email: registration.email,
      };
      const { tenantId, owner } = await createTenantWithOwner(
        tx,
        { ...actor, userId: null },
        {
          tenant,
          owner: {
            email: registration.email,
            firstName: registration.firstName,
            lastName: registration.lastName,
            phoneNumber: registration.phone,
            languageId: registration.languageId,
            passwordHash: registration.passwordHash,
          },
          audit: {
            ...tenant,
            registrationId: registration.id,
            jobTitleId: registration.jobTitleId,
            countryId: registration.countryId,
          },
        },
      );
      await markRegistrationConfirmed(tx, registration.id, tenantId);
      await markSignedIn(tx, owner.id);
      const issued = await issueSession(tx, deps.tokens, {
        user: owner,
        target: { tenantId, storeId: null, companyName: registration.propertyName },
      });
      const ownerActor = { ...actor, userId: owner.id };
      await recordAudit(tx, ownerActor, {
        tenantId,
        action: 'registration-confirm',
        entityType: 'registration',
        entityId: registration.id,
      });
      await recordAudit(tx, ownerActor, {
        tenantId,
        action: 'sign-in',
        entityType: 'session',
        entityId: issued.claims.fam,
        after: { tenantId },
      });
      return issued;
    });
  } catch (error) {
    // An account made for the address meanwhile (by an administrator) wins the unique index.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError('CONFLICT', { reason: 'emailRegistered' });
    }
    throw error;
  }
}
