import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCityList, ZCountryList, ZTaxOfficeList } from '../../../shared/reference/reference';
import { foldTurkish } from '../../../shared/text/fold';
import { ensureReferenceData } from '../../db/reference/ensure-reference-data';
import { taxOffices } from '../../db/schema/reference';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';

describe('reference data: countries, provinces, tax offices', () => {
  let t: TTestApp;
  let headers: { authorization: string };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = testDb(t);
    await db.insert(taxOffices).values({
      muhBirCode: '06999',
      cityCode: 6,
      city: 'Ankara',
      town: 'Merkez',
      name: 'Cihangir Vergi Dairesi Müdürlüğü',
      nameFolded: foldTurkish('Cihangir Vergi Dairesi Müdürlüğü'),
    });
    const { user } = await createTenantWithUser(db);
    headers = (await signInAs(t.app, user)).bearer;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is loaded idempotently: a second run changes no counts', async () => {
    const counts = await ensureReferenceData(testDb(t));
    expect(counts).toEqual({ countries: expect.any(Number), provinces: 81, taxOffices: 1046 });
    expect(counts.countries).toBeGreaterThanOrEqual(190);
    const all = ZCityList.parse((await get('/api/country/city/list?pageSize=500')).json()).list;
    expect(all).toHaveLength(81);
  });

  it('lists countries with Turkey first and finds them by Turkish name, fold or code', async () => {
    const list = ZCountryList.parse((await get('/api/country/list?pageSize=500')).json()).list;
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(list[0]).toMatchObject({ iso2Code: 'TR', alpha3: 'TUR', locale: 'tr-TR', id: 792 });
    const germany = ZCountryList.parse((await get('/api/country/list?searchText=almanya')).json());
    expect(germany.list.map((c) => c.iso2Code)).toEqual(['DE']);
    const folded = ZCountryList.parse((await get('/api/country/list?searchText=isvicre')).json());
    expect(folded.list.map((c) => c.name)).toEqual(['İsviçre']);
    const byCode = ZCountryList.parse((await get('/api/country/list?searchText=fra')).json());
    expect(byCode.list.map((c) => c.iso2Code)).toContain('FR');
  });

  it('lists the 81 provinces in Turkish order and matches the ASCII fold', async () => {
    const list = ZCityList.parse((await get('/api/country/city/list?pageSize=100')).json()).list;
    const names = list.map((c) => c.name);
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('Iğdır')).toBeLessThan(names.indexOf('Isparta'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Isparta'));
    const folded = ZCityList.parse(
      (await get('/api/country/city/list?searchText=sanliurfa&countryIso2Code=tr')).json(),
    );
    expect(folded.list).toEqual([
      { id: 63, name: 'Şanlıurfa', cityCode: '63', countryIso2Code: 'TR' },
    ]);
    const none = ZCityList.parse((await get('/api/country/city/list?countryIso2Code=DE')).json());
    expect(none.list).toEqual([]);
  });

  it('finds tax offices by the fold (sisli → Şişli) and sorts Çankaya after Cihangir', async () => {
    const sisli = ZTaxOfficeList.parse(
      (await get('/api/country/taxOffice/list?searchText=sisli')).json(),
    );
    expect(sisli.list).toContainEqual({
      cityCode: 34,
      city: 'İstanbul',
      town: 'Merkez',
      muhBirCode: '34276',
      name: 'Şişli Vergi Dairesi Müdürlüğü',
    });
    const ankara = ZTaxOfficeList.parse(
      (await get('/api/country/taxOffice/list?cityCode=6&pageSize=200')).json(),
    ).list.map((o) => o.name);
    expect(ankara.every((n) => n.length > 0)).toBe(true);
    const cihangir = ankara.indexOf('Cihangir Vergi Dairesi Müdürlüğü');
    const cankaya = ankara.indexOf('Çankaya Vergi Dairesi Müdürlüğü');
    expect(cihangir).toBeGreaterThanOrEqual(0);
    expect(cankaya).toBeGreaterThan(cihangir);
    expect(ankara.indexOf('Cumhuriyet Vergi Dairesi Müdürlüğü')).toBeLessThan(cankaya);
  });

  it('answers every province with at least one tax office', async () => {
    for (const plate of [1, 34, 35, 79, 81]) {
      const res = ZTaxOfficeList.parse(
        (await get(`/api/country/taxOffice/list?cityCode=${plate}`)).json(),
      );
      expect(res.list.length).toBeGreaterThan(0);
      expect(res.list.every((o) => o.cityCode === plate)).toBe(true);
    }
  });

  it('rejects bad input with field details and a signed-out caller with 401', async () => {
    const bad = await get('/api/country/taxOffice/list?cityCode=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'querystring.cityCode' })]);
    const badCountry = await get('/api/country/city/list?countryIso2Code=TUR');
    expect(badCountry.statusCode).toBe(400);
    for (const url of [
      '/api/country/list',
      '/api/country/city/list',
      '/api/country/taxOffice/list',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
