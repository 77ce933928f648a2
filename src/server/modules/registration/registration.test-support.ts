import crypto from 'node:crypto';
import type { TRegistrationInput } from '../../../shared/registration/registration';
import { decodeQuotedPrintable } from '../../test/smtp-inbox';

/** Turkey's id in the countries reference list (ISO 3166-1 numeric). */
export const TURKEY_COUNTRY_ID = 792;

/** A valid sign-up with a fresh address; `overrides` replace fields. */
export function registrationBody(overrides: Partial<TRegistrationInput> = {}): TRegistrationInput {
  const suffix = crypto.randomBytes(4).toString('hex');
  return {
    email: `kayit.${suffix}@test.posbelge.test`,
    password: 'Kayit!Sifre42',
    firstName: 'Zeynep',
    lastName: 'Aydın',
    phone: '905321234567',
    jobTitleId: 1,
    countryId: TURKEY_COUNTRY_ID,
    website: 'ornek.com.tr',
    propertyName: `Aydın Kırtasiye ${suffix}`,
    ...overrides,
  };
}

/** The confirmation link of a mail (quoted-printable body, HTML-escaped in its HTML part). */
export function confirmationLinkIn(raw: string): URL {
  const text = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
  const match = /https?:\/\/[^\s"<]+\/register\/confirm\?registrationId=[^\s"<]+/.exec(text);
  if (!match) throw new Error('no confirmation link in the mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The body `POST /api/registration/confirm` takes, read from the link. */
export function confirmationOf(link: URL): { registrationId: string; code: string } {
  return {
    registrationId: link.searchParams.get('registrationId') ?? '',
    code: link.searchParams.get('code') ?? '',
  };
}
