import { z } from 'zod';
import { ZStrongPassword } from '../auth/password';
import { LANGUAGES } from '../i18n/languages';
import { messageKey } from '../i18n/message-key';
import { ZEmailField, optionalPhone, optionalText, requiredText } from '../tenant/fields';
import { JOB_TITLES, ZJobTitleId } from './job-titles';
import { ZPlan } from './plans';

const COUNTRY_MESSAGE = messageKey('errors.fields.country');
const WEBSITE_MESSAGE = messageKey('errors.fields.website');

/** An id from the reference list of countries (`countries.id`); the server checks it exists. */
export const ZCountryId = z.number(COUNTRY_MESSAGE).int(COUNTRY_MESSAGE).positive(COUNTRY_MESSAGE);

/** A host name with at least one dot, with or without a scheme and a path: `ornek.com.tr`. */
const WEBSITE = /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d{1,5})?(\/\S*)?$/iu;

const ZWebsite = optionalText(200).refine((site) => site === null || WEBSITE.test(site), {
  error: WEBSITE_MESSAGE,
});

const registrationFields = {
  email: ZEmailField,
  password: ZStrongPassword,
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalPhone,
  website: ZWebsite,
  // The business name: spec §5 calls the field propertyName.
  propertyName: requiredText(200),
};

/** Spec §5 registration form: `POST /api/registration`. */
export const ZRegistrationInput = z.object({
  ...registrationFields,
  // The interface language at sign-up becomes the owner's language.
  language: z.enum(LANGUAGES).default('tr'),
  jobTitleId: ZJobTitleId,
  countryId: ZCountryId,
});
export type TRegistrationInput = z.input<typeof ZRegistrationInput>;
export type TRegistration = z.output<typeof ZRegistrationInput>;

/** A select's value is text; the form turns it into the id the API takes, with the same rules. */
const selectedId = (id: z.ZodType<number, number>, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .transform((value) => Number(value))
    .pipe(id);

/** The same rules over the form's text values (selects give their value as text). */
export const ZRegistrationForm = z.object({
  ...registrationFields,
  jobTitleId: selectedId(ZJobTitleId, messageKey('errors.fields.jobTitle')),
  countryId: selectedId(ZCountryId, COUNTRY_MESSAGE),
});

/** The same answer whether or not the address already has an account (no enumeration). */
export const ZRegistrationAccepted = z.object({ message: z.string() });

/** The e-mailed link's query: which registration, and its one-time code. */
export const ZConfirmRegistrationInput = z.object({
  registrationId: z.uuid(),
  code: z.string().min(1).max(200),
});
export type TConfirmRegistrationInput = z.infer<typeof ZConfirmRegistrationInput>;

export const ZRegistrationCountry = z.object({ id: z.number().int(), name: z.string() });

/** What the public form needs: countries (Turkey first), job titles and the plan catalogue. */
export const ZRegistrationOptions = z.object({
  countries: z.array(ZRegistrationCountry),
  jobTitles: z.array(z.object({ id: z.number().int(), key: z.enum(JOB_TITLES.map((j) => j.key)) })),
  plans: z.array(ZPlan),
});
export type TRegistrationOptions = z.infer<typeof ZRegistrationOptions>;
