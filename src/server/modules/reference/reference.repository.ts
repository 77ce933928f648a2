import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { cities, countries, taxOffices } from '../../db/schema/reference';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type {
  TCity,
  TCityListQuery,
  TCountry,
  TCountryListQuery,
  TTaxOffice,
  TTaxOfficeListQuery,
} from '../../../shared/reference/reference';

/** Reference lists are global (no tenant): every signed-in user reads the same rows. */
export async function listCountries(db: TDb, query: TCountryListQuery): Promise<TCountry[]> {
  const where: SQL[] = [];
  if (query.searchText) {
    const code = query.searchText.toUpperCase();
    const match = or(
      foldedContains(countries.name, query.searchText),
      eq(countries.iso2Code, code),
      eq(countries.alpha3, code),
    );
    if (match) where.push(match);
  }
  return (
    db
      .select({
        id: countries.id,
        name: countries.name,
        iso2Code: countries.iso2Code,
        alpha3: countries.alpha3,
        locale: countries.locale,
      })
      .from(countries)
      .where(and(...where))
      // The default country (spec §9: Turkey) heads the list.
      .orderBy(sql`${countries.iso2Code} <> 'TR'`, turkishOrder(countries.name))
      .limit(query.pageSize)
  );
}

export async function listCities(db: TDb, query: TCityListQuery): Promise<TCity[]> {
  const where: SQL[] = [eq(cities.countryIso2Code, query.countryIso2Code)];
  if (query.searchText) {
    const match = or(
      foldedContains(cities.nameFolded, query.searchText),
      eq(cities.cityCode, query.searchText.padStart(2, '0')),
    );
    if (match) where.push(match);
  }
  return db
    .select({
      id: cities.id,
      name: cities.name,
      cityCode: cities.cityCode,
      countryIso2Code: cities.countryIso2Code,
    })
    .from(cities)
    .where(and(...where))
    .orderBy(turkishOrder(cities.name), cities.id)
    .limit(query.pageSize);
}

export async function listTaxOffices(db: TDb, query: TTaxOfficeListQuery): Promise<TTaxOffice[]> {
  const where: SQL[] = [];
  if (query.cityCode !== undefined) where.push(eq(taxOffices.cityCode, query.cityCode));
  if (query.searchText) {
    const match = or(
      foldedContains(taxOffices.nameFolded, query.searchText),
      foldedContains(taxOffices.town, query.searchText),
      foldedContains(taxOffices.city, query.searchText),
      eq(taxOffices.muhBirCode, query.searchText),
    );
    if (match) where.push(match);
  }
  return db
    .select({
      cityCode: taxOffices.cityCode,
      city: taxOffices.city,
      town: taxOffices.town,
      muhBirCode: taxOffices.muhBirCode,
      name: taxOffices.name,
    })
    .from(taxOffices)
    .where(and(...where))
    .orderBy(turkishOrder(taxOffices.name), taxOffices.muhBirCode)
    .limit(query.pageSize);
}
