import { describe, expect, it } from 'vitest';
import { taxOfficeRows } from '../../reference/tax-offices';
import { CITIES, taxOfficeName } from './places';

describe('CITIES', () => {
  it('names only tax offices that exist in that province', () => {
    const known = new Set(taxOfficeRows().map((r) => `${r.cityCode}:${r.name}`));
    const missing = Object.values(CITIES).flatMap((city) =>
      city.taxOffices
        .map((office) => `${city.plateCode}:${taxOfficeName(office)}`)
        .filter((key) => !known.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('uses postal codes that start with the plate code', () => {
    for (const city of Object.values(CITIES)) {
      for (const [, postalCode] of city.districts) {
        expect(postalCode.slice(0, 2)).toBe(String(city.plateCode).padStart(2, '0'));
      }
    }
  });
});
