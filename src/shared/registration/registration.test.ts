import { describe, expect, it } from 'vitest';
import { ZRegistrationForm, ZRegistrationInput } from './registration';

const valid = {
  email: ' Ayse@Ornek.COM.tr ',
  password: 'Güçlü!Sifre1',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '+90 532 123 45 67',
  jobTitleId: 1,
  countryId: 792,
  website: 'ornek.com.tr',
  propertyName: 'Yılmaz Kırtasiye',
};

const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('registration form (spec §5)', () => {
  it('maps the spec fields and normalises e-mail and phone', () => {
    const parsed = ZRegistrationInput.parse(valid);
    expect(parsed.email).toBe('ayse@ornek.com.tr');
    expect(parsed.phone).toBe('905321234567');
    expect(parsed.language).toBe('tr');
  });

  it.each([
    ['Kısa!1a', 'minLength'],
    ['hepsikucuk!1', 'upperLower'],
    ['Rakamsiz!!x', 'digit'],
    ['Ozelsiz123', 'special'],
  ])('refuses the weak password %s (%s)', (password) => {
    expect(issuePaths(ZRegistrationInput.safeParse({ ...valid, password }))).toEqual(['password']);
  });

  it('needs a job title from the list, a country and a plausible website', () => {
    const result = ZRegistrationInput.safeParse({
      ...valid,
      jobTitleId: 99,
      countryId: 0,
      website: 'not a site',
    });
    expect(issuePaths(result).sort()).toEqual(['countryId', 'jobTitleId', 'website']);
    expect(ZRegistrationInput.parse({ ...valid, website: '' }).website).toBeNull();
    expect(
      ZRegistrationInput.parse({ ...valid, website: 'https://ornek.com.tr/iletisim' }).website,
    ).toBe('https://ornek.com.tr/iletisim');
  });

  it('reads the selects of the form as the same ids', () => {
    const form = ZRegistrationForm.parse({ ...valid, jobTitleId: '4', countryId: '792' });
    expect([form.jobTitleId, form.countryId]).toEqual([4, 792]);
    expect(
      issuePaths(ZRegistrationForm.safeParse({ ...valid, jobTitleId: '', countryId: '' })),
    ).toEqual(['jobTitleId', 'countryId']);
  });
});
