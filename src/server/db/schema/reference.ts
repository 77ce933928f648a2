import { index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

/**
 * Static reference lists. `name_folded` is the lower-case ASCII-folded name (Şişli → sisli) so a
 * search matches with or without Turkish letters (domain.md, UX conventions).
 */
export const taxOffices = pgTable(
  'tax_offices',
  {
    muhBirCode: text().primaryKey(),
    cityCode: smallint().notNull(),
    city: text().notNull(),
    town: text(),
    name: text().notNull(),
    nameFolded: text().notNull(),
  },
  (t) => [index('tax_offices_city_code_idx').on(t.cityCode)],
);

export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    iso2Code: text('iso2_code').notNull(),
    alpha3: text('alpha3'),
    locale: text(),
  },
  // A constraint, not a unique index: drizzle-kit creates indexes after foreign keys, and cities
  // references this column.
  (t) => [unique('countries_iso2_code_uq').on(t.iso2Code)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    nameFolded: text().notNull(),
    cityCode: text(),
    countryIso2Code: text('country_iso2_code')
      .notNull()
      .references(() => countries.iso2Code),
  },
  (t) => [index('cities_country_name_idx').on(t.countryIso2Code, t.nameFolded)],
);
