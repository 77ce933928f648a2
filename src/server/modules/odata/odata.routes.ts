import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/database';
import { scopeOf } from '../../plugins/app/scope';
import { ZErrorBody } from '../../../shared/errors';
import {
  ODATA_ENTITIES,
  ODATA_LIMITS,
  ZODataEntityParams,
  ZODataQuery,
  ZODataResponse,
} from '../../../shared/odata/odata-query';
import { ODATA_MODEL } from './odata-entities';
import { queryOData } from './odata.service';

/** The OpenAPI text: every entity set with its fields, navigations and search fields. */
function describeModel(): string {
  const sets = ODATA_ENTITIES.map((name) => {
    const entity = ODATA_MODEL[name];
    const fields = Object.entries(entity.fields).map(([field, f]) => `${field} (${f.type})`);
    const navigations = Object.keys(entity.navigations);
    return (
      `**${name}**: ${fields.join(', ')}` +
      (navigations.length ? `; $expand: ${navigations.join(', ')}` : '') +
      `; $search reads ${entity.search.join(', ')}.`
    );
  });
  return [
    'OData v4 query options over the selected tenant (and store in store mode): $top (default ' +
      `${ODATA_LIMITS.defaultTop}, at most ${ODATA_LIMITS.maxTop}), $skip, $orderby (at most ` +
      `${ODATA_LIMITS.maxOrderBy} fields), $filter (eq, ne, gt, ge, lt, le, and, or, not, ` +
      "contains(field,'text'); dates as 2026-11-01T00:00:00Z), $select, $expand (one level, " +
      '$select inside), $count=true, $search (one word or "phrase", any search field, case and ' +
      'Turkish letters ignored). Unsupported or unknown parts answer 400 ODATA_INVALID with the ' +
      'option named; an unknown entity set 404.',
    ...sets,
  ].join('\n\n');
}

/** Spec §7 server-side OData queries (docs/odata.md). */
export const odataRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/odata/:entity',
      {
        onRequest: app.auth.require({ tenant: true }),
        schema: {
          tags: ['odata'],
          summary: 'OData query of documents, saleTransactions, stores or devices',
          description: describeModel(),
          params: ZODataEntityParams,
          querystring: ZODataQuery,
          response: { 200: ZODataResponse, 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) =>
        queryOData(deps.db, scopeOf(request), request.params.entity, request.query),
    );
  };
