import i18next from 'i18next';
import { enRegistration } from '../../../../shared/i18n/en/registration';
import { trRegistration } from '../../../../shared/i18n/tr/registration';

/** The sign-up screens' i18n namespace. */
export const REGISTRATION_NS = 'registration';

// Loaded with these screens' chunk, both languages at once (the page has a language switch): the
// app's first load carries none of these texts.
i18next.addResourceBundle('tr', REGISTRATION_NS, trRegistration, true, false);
i18next.addResourceBundle('en', REGISTRATION_NS, enRegistration, true, false);
