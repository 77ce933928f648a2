import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { APP_VERSION } from '../../../shared/version';
import { ZSystemInfo } from '../../../shared/system-info/system-info';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { migrationVersion } from '../../db/migrate';
import type { TBuildInfo } from '../../lib/build-info';
import { resolveGibDir } from '../../documents/gib-dir';
import { gibSchematronRelease } from '../../documents/schematron/gib-schematron';
import { requireTenant, scopeOf } from '../../plugins/app/scope';
import { checkIntegrators } from '../integrator/integrator.public';
import { databaseFigures, queueDepths } from './system-info.repository';

export type TSystemInfoDeps = {
  db: TDb;
  pool: pg.Pool;
  config: Pick<
    TConfig,
    | 'appEnvironment'
    | 'gibDir'
    | 'dataDir'
    | 'integratorTimeoutMs'
    | 'simulatorUrl'
    | 'pipeline'
    | 'integratorsDir'
  >;
  build: TBuildInfo | null;
};

/** Sistem Bilgisi (spec §2 management): version, build, database, queues, integrator health. */
export const systemInfoRoutes =
  (deps: TSystemInfoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/system-info',
      {
        onRequest: app.auth.require({ area: 'management' }),
        schema: {
          tags: ['management'],
          security: [{ bearerAuth: [] }],
          summary:
            "Version, build, queue depth per job and integrator health; database figures for administrators. An owner's queues are their tenant's",
          response: { 200: ZSystemInfo },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const queueTenantId = scope.isAdmin ? null : requireTenant(scope);
        const [queues, integrators, database] = await Promise.all([
          queueDepths(deps.db, queueTenantId),
          checkIntegrators(deps.db, deps.config),
          scope.isAdmin ? databaseFigures(deps.db) : null,
        ]);
        return {
          version: APP_VERSION,
          buildId: deps.build?.buildId ?? 'dev',
          builtAt: deps.build?.builtAt ?? null,
          environment: deps.config.appEnvironment,
          nodeVersion: process.version,
          uptimeSeconds: Math.round(process.uptime()),
          queueTenantId,
          queues,
          database: database && { ...database, migration: await migrationVersion(deps.pool) },
          gibRules: {
            schematronRelease: gibSchematronRelease(resolveGibDir(deps.config)),
            schematronCheck: deps.config.pipeline.schematron,
          },
          integrators,
        };
      },
    );
  };
