import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCityList,
  ZCityListQuery,
  ZCountryList,
  ZCountryListQuery,
  ZTaxOfficeList,
  ZTaxOfficeListQuery,
} from '../../../shared/reference/reference';
import type { TDb } from '../../db/database';
import { listCities, listCountries, listTaxOffices } from './reference.repository';

/** Spec §7: country, city and tax office pickers of the store form; any signed-in user. */
export const referenceRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/country/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['reference'],
          summary: 'Countries (Turkish names, ISO 3166-1), Turkey first',
          querystring: ZCountryListQuery,
          response: { 200: ZCountryList },
        },
      },
      async (request) => ({ list: await listCountries(deps.db, request.query) }),
    );
    app.get(
      '/api/country/city/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['reference'],
          summary: 'Cities of a country (Turkey: the 81 provinces by plate code)',
          querystring: ZCityListQuery,
          response: { 200: ZCityList },
        },
      },
      async (request) => ({ list: await listCities(deps.db, request.query) }),
    );
    app.get(
      '/api/country/taxOffice/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['reference'],
          summary: 'Turkish tax offices, optionally of one province',
          querystring: ZTaxOfficeListQuery,
          response: { 200: ZTaxOfficeList },
        },
      },
      async (request) => ({ list: await listTaxOffices(deps.db, request.query) }),
    );
  };
