import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeatureFlagList } from '../../../shared/auth/feature-flags';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { requireTenant, scopeOf } from '../../plugins/app/scope';
import { listFeatureFlags } from './feature-flags.repository';

export type TFeatureFlagRouteDeps = { db: TDb; config: Pick<TConfig, 'appEnvironment'> };

const tags = ['feature-flags'];
const security = [{ bearerAuth: [] }];

export const featureFlagRoutes =
  (deps: TFeatureFlagRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/FeatureFlag/List',
      {
        onRequest: app.auth.require(),
        schema: {
          tags,
          security,
          summary: 'Feature flags for this environment and the selected tenant, if any',
          response: { 200: ZFeatureFlagList },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        return {
          featureFlags: await listFeatureFlags(deps.db, {
            environment: deps.config.appEnvironment,
            tenantId: scope.tenantId,
          }),
        };
      },
    );

    app.get(
      '/api/internal/feature-flag',
      {
        onRequest: app.auth.require({ tenant: true }),
        schema: {
          tags,
          security,
          summary:
            'Feature flags of the selected tenant (loaded by the web app after tenant selection)',
          response: { 200: ZFeatureFlagList },
        },
      },
      async (request) => {
        const tenantId = requireTenant(scopeOf(request));
        return {
          featureFlags: await listFeatureFlags(deps.db, {
            environment: deps.config.appEnvironment,
            tenantId,
          }),
        };
      },
    );
  };
