import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicableTaxRateList,
  ZApplicableTaxRateQuery,
  ZTaxPayer,
  ZTaxPayerQuery,
} from '../../../shared/taxpayer/taxpayer';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findTaxPayer, listApplicableTaxRates } from './taxpayer.repository';

/** Spec §7 taxpayer calls; GİB's list is public data, so any signed-in user may look up. */
export const taxPayerRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/taxPayer',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['taxPayer'],
          summary: "A registered e-invoice user from GİB's list, with PK/GB aliases and tax rates",
          querystring: ZTaxPayerQuery,
          response: { 200: ZTaxPayer },
        },
      },
      async (request) => {
        const payer = await findTaxPayer(deps.db, request.query.taxNo);
        if (!payer) {
          throw new AppError('NOT_FOUND', { reason: 'taxpayer' });
        }
        return payer;
      },
    );
    app.get(
      '/api/taxPayer/applicableTaxRate/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['taxPayer'],
          summary: 'Tax rates a taxpayer may apply; the standard VAT rates when none are stored',
          querystring: ZApplicableTaxRateQuery,
          response: { 200: ZApplicableTaxRateList },
        },
      },
      async (request) => ({ list: await listApplicableTaxRates(deps.db, request.query.TaxNo) }),
    );
  };
