import type { TRegistration } from '../../../shared/registration/registration';
import { fieldIssue } from '../../../shared/error-text';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TMail, TMailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { reserveAttempts, type TAttemptPolicy } from '../auth/auth.public';
import { findUserByEmail } from '../users/users.public';
import { confirmationMail, existingAccountMail } from './registration-mail';
import {
  countryExists,
  deleteStaleRegistrations,
  insertPendingRegistration,
} from './registration.repository';

/** The link lives a day: long enough to read the mail, short enough not to linger. */
export const CONFIRMATION_LIFE_HOURS = 24;

/** Sign-ups per client address and per e-mail address: every request counts, mailed or not. */
export const REGISTRATION_POLICY: TAttemptPolicy = { limit: 10, windowSeconds: 60 * 60 };

// For API clients; the web app shows its own translated texts (registration:sent.*).
export const REGISTRATION_ACCEPTED_MESSAGE =
  'Kaydınız alındı. Devam etmek için e-posta adresinize gönderilen bağlantıyı açın.';

export type TRegistrationDeps = {
  db: TDb;
  mailer: TMailer;
  publicUrl: string;
  log: (err: unknown) => void;
};
/** Where the request came from; nobody is signed in. */
export type TAnonymousActor = Omit<TAuditActor, 'userId'>;

const registrationKeys = (ip: string, email: string) => [
  `registration-ip:${ip}`,
  `registration:${hashToken(email)}`,
];

/** Links are built from PUBLIC_URL only, never from the request (like reset links). */
export function confirmationLink(publicUrl: string, registrationId: string, code: string): string {
  const link = new URL('/register/confirm', publicUrl);
  link.searchParams.set('registrationId', registrationId);
  link.searchParams.set('code', code);
  return link.toString();
}

/**
 * Records a sign-up and mails its confirmation link; for an address that already has an account
 * it records nothing and mails that instead. The caller answers the same either way, the password
 * is hashed either way and the mail leaves after the answer, so neither the answer nor its timing
 * tells whether the address is known.
 */
export async function requestRegistration(
  deps: TRegistrationDeps,
  input: TRegistration,
  actor: TAnonymousActor,
): Promise<void> {
  const { db } = deps;
  await reserveAttempts(
    db,
    registrationKeys(actor.ip, input.email),
    'registration',
    REGISTRATION_POLICY,
  );
  if (!(await countryExists(db, input.countryId))) {
    throw new AppError('VALIDATION_FAILED', [
      fieldIssue('body.countryId', 'errors.fields.country'),
    ]);
  }
  const existing = await findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const mail = await db.transaction(async (tx): Promise<TMail> => {
    await deleteStaleRegistrations(tx);
    const audit = { tenantId: null, action: 'registration-request', entityType: 'registration' };
    if (existing) {
      await recordAudit(
        tx,
        { ...actor, userId: null },
        {
          ...audit,
          entityId: null,
          after: { email: input.email, existingAccount: true },
        },
      );
      return existingAccountMail(input, new URL('/sign-in', deps.publicUrl).toString());
    }
    const code = newOpaqueToken();
    const id = await insertPendingRegistration(
      tx,
      {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        jobTitleId: input.jobTitleId,
        countryId: input.countryId,
        website: input.website,
        propertyName: input.propertyName,
        languageId: input.language,
        codeHash: hashToken(code),
      },
      CONFIRMATION_LIFE_HOURS,
    );
    await recordAudit(
      tx,
      { ...actor, userId: null },
      {
        ...audit,
        entityId: id,
        after: { email: input.email, propertyName: input.propertyName, existingAccount: false },
      },
    );
    const link = confirmationLink(deps.publicUrl, id, code);
    return confirmationMail(input, link, CONFIRMATION_LIFE_HOURS);
  });
  void deps.mailer.send(mail).catch(deps.log);
}
