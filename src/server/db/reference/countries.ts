import countries from 'i18n-iso-countries';
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };

export type TCountryRow = {
  id: number;
  name: string;
  iso2Code: string;
  alpha3: string | null;
  locale: string | null;
};

countries.registerLocale(tr);

/**
 * Every ISO 3166-1 country from the `i18n-iso-countries` data package, named in Turkish (the
 * default UI language). `id` is the ISO numeric code; `locale` is the country's most likely
 * language with its region (CLDR likely subtags through Intl, e.g. tr-TR, de-DE).
 */
export function countryRows(): TCountryRow[] {
  const names = countries.getNames('tr', { select: 'official' });
  return Object.entries(names).map(([alpha2, name]) => {
    const numeric = countries.alpha2ToNumeric(alpha2);
    const language = new Intl.Locale(`und-${alpha2}`).maximize().language;
    return {
      id: Number(numeric),
      name,
      iso2Code: alpha2,
      alpha3: countries.alpha2ToAlpha3(alpha2) ?? null,
      locale: language && language !== 'und' ? `${language}-${alpha2}` : null,
    };
  });
}
