import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { ZErrorBody } from '../../../shared/errors';
import {
  ZSaleTransactionDetail,
  ZSaleTransactionIdParams,
  ZSaleTransactionList,
} from '../../../shared/sale-transactions/sale-transaction';
import { ZSaleTransactionListQuery } from '../../../shared/sale-transactions/sale-transaction-list-query';
import { listSaleTransactions } from './sale-transaction-list.repository';
import { getSaleTransaction } from './sale-transaction.service';

const tags = ['invoice'];

/** Spec §3 sale transactions (Tüm İşlemler), read-only, inside the request's tenant (and store). */
export const saleTransactionRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Invoice.View' });

    app.get(
      '/api/invoice/sale-transactions',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'Sale transactions, newest first. `filter` is a comma list of URI-encoded ' +
            '`field:value:type` entries: transactionTime `range` (`yyyy-MM-dd~yyyy-MM-dd`, ' +
            'Istanbul days, the last month when absent), storeId `eq`, status `eq` (0 open, ' +
            '1 completed, 2 cancelled), totalPayAmount `range` (`min~max`), checkNo `search`. ' +
            '`sort` is one `field:asc|desc` of transactionTime, totalPayAmount, checkNo, status, ' +
            'storeName. `searchText` (2+ characters) matches the transaction id or check number. ' +
            'Sales are counted up to 10,000: past that `rowCountCapped` is true.',
          querystring: ZSaleTransactionListQuery,
          response: { 200: ZSaleTransactionList },
        },
      },
      async (request) => {
        const q = request.query;
        const { list, rowCount, capped } = await listSaleTransactions(
          deps.db,
          dataScopeOf(scopeOf(request)),
          q,
        );
        return {
          ...listEnvelope(list, rowCount, { page: q.pageNumber, size: q.pageSize }),
          ...(capped ? { rowCountCapped: true as const } : {}),
        };
      },
    );

    app.get(
      '/api/invoice/sale-transactions/:id',
      {
        onRequest: view,
        schema: {
          tags,
          description: 'One sale transaction with its payments, lines and documents.',
          params: ZSaleTransactionIdParams,
          response: { 200: ZSaleTransactionDetail, 404: ZErrorBody },
        },
      },
      async (request) =>
        getSaleTransaction(deps.db, dataScopeOf(scopeOf(request)), request.params.id),
    );
  };
