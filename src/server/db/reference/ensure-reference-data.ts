import { sql } from 'drizzle-orm';
import { foldTurkish } from '../../../shared/text/fold';
import type { TDb } from '../database';
import { integratorProducts } from '../schema/integrators';
import { cities, countries, taxOffices } from '../schema/reference';
import { countryRows } from './countries';
import { provinceRows } from './provinces';
import { taxOfficeRows } from './tax-offices';

export const SIMULATOR_PLUGIN_KEY = 'simulator';
/** Same name as the demo data generator uses, so either may create it first. */
const SIMULATOR_PRODUCT_NAME = 'PosBelge Simülatör';

export type TReferenceCounts = { countries: number; provinces: number; taxOffices: number };

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Countries, Turkish provinces, tax offices and the built-in simulator integrator. Idempotent
 * (upserts), so it runs on every start after the migrations.
 */
export async function ensureReferenceData(db: TDb): Promise<TReferenceCounts> {
  const countryList = countryRows();
  const provinces = provinceRows();
  const provinceName = new Map(provinces.map((p) => [p.plate, p.name]));
  const offices = taxOfficeRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(countryList)
      .onConflictDoUpdate({
        target: countries.id,
        set: {
          name: excluded('name'),
          iso2Code: excluded('iso2_code'),
          alpha3: excluded('alpha3'),
          locale: excluded('locale'),
        },
      });
    await tx
      .insert(cities)
      .values(
        provinces.map((p) => ({
          // The plate code is the province's stable key (spec §3 City.cityCode).
          id: p.plate,
          name: p.name,
          nameFolded: foldTurkish(p.name),
          cityCode: String(p.plate).padStart(2, '0'),
          countryIso2Code: 'TR',
        })),
      )
      .onConflictDoUpdate({
        target: cities.id,
        set: {
          name: excluded('name'),
          nameFolded: excluded('name_folded'),
          cityCode: excluded('city_code'),
          countryIso2Code: excluded('country_iso2_code'),
        },
      });
    // Explicit ids leave the identity sequence behind; move it past them for any later insert.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('cities', 'id'), greatest((select max(id) from cities), 1000))`,
    );
    await tx
      .insert(taxOffices)
      .values(
        offices.map((o) => ({
          muhBirCode: o.muhBirCode,
          cityCode: o.cityCode,
          city: provinceName.get(o.cityCode) ?? String(o.cityCode),
          town: o.town,
          name: o.name,
          nameFolded: foldTurkish(o.name),
        })),
      )
      .onConflictDoUpdate({
        target: taxOffices.muhBirCode,
        set: {
          cityCode: excluded('city_code'),
          city: excluded('city'),
          town: excluded('town'),
          name: excluded('name'),
          nameFolded: excluded('name_folded'),
        },
      });
    await tx.execute(sql`
      insert into ${integratorProducts}
        (name, description, implementer_party_type, is_active, is_default, plugin_key, plugin_configurations)
      select ${SIMULATOR_PRODUCT_NAME},
             'Yerleşik entegratör simülatörü: GİB kodlarıyla gerçekçi yanıtlar üretir.',
             'simulator', true,
             not exists (select 1 from ${integratorProducts} where is_default),
             ${SIMULATOR_PLUGIN_KEY},
             ${JSON.stringify(SIMULATOR_OPTIONS)}::jsonb
      where not exists (select 1 from ${integratorProducts} where plugin_key = ${SIMULATOR_PLUGIN_KEY})
      on conflict do nothing`);
  });
  return { countries: countryList.length, provinces: provinces.length, taxOffices: offices.length };
}

/** What a store may tune on the simulator (architecture: it can be told to fail, time out or go offline). */
const SIMULATOR_OPTIONS = {
  mode: 'in-process',
  responseDelayMs: { type: 'number', default: 1000, min: 0, max: 60000 },
  failureMode: { type: 'enum', values: ['none', 'reject', 'timeout', 'offline'], default: 'none' },
  clientResponse: { type: 'enum', values: ['auto', 'accept', 'reject', 'none'], default: 'auto' },
};
