import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

const searchText = z.string().trim().max(100).optional();
const pageSize = z.coerce.number().int().min(1).max(500).default(50);

/** `GET /api/country/list` (spec §7): searchText, pageSize. */
export const ZCountryListQuery = z.object({ searchText, pageSize });
export type TCountryListQuery = z.infer<typeof ZCountryListQuery>;

/** Spec §3 Country: id, name, alpha2 (iso2Code), alpha3, locale. */
export const ZCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  iso2Code: z.string(),
  alpha3: z.string().nullable(),
  locale: z.string().nullable(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountryList = z.object({ list: z.array(ZCountry) });

/** `GET /api/country/city/list` (spec §7): searchText, pageSize, countryIso2Code. */
export const ZCityListQuery = z.object({
  searchText,
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  countryIso2Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, messageKey('errors.fields.countryCode'))
    .transform((code) => code.toUpperCase())
    .default('TR'),
});
export type TCityListQuery = z.infer<typeof ZCityListQuery>;

/** Spec §3 City: name, cityCode (the plate code for Turkish provinces), countryIso2Code. */
export const ZCity = z.object({
  id: z.number().int(),
  name: z.string(),
  cityCode: z.string().nullable(),
  countryIso2Code: z.string(),
});
export type TCity = z.infer<typeof ZCity>;
export const ZCityList = z.object({ list: z.array(ZCity) });

/** `GET /api/country/taxOffice/list` (spec §7): searchText, pageSize, optionally a province. */
export const ZTaxOfficeListQuery = z.object({
  searchText,
  pageSize,
  cityCode: z.coerce.number().int().min(1).max(81).optional(),
});
export type TTaxOfficeListQuery = z.infer<typeof ZTaxOfficeListQuery>;

/** Spec §3 Tax office: cityCode, city, town, muhBirCode, name. */
export const ZTaxOffice = z.object({
  cityCode: z.number().int(),
  city: z.string(),
  town: z.string().nullable(),
  muhBirCode: z.string(),
  name: z.string(),
});
export type TTaxOffice = z.infer<typeof ZTaxOffice>;
export const ZTaxOfficeList = z.object({ list: z.array(ZTaxOffice) });
