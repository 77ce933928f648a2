import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { APP_VERSION } from '../../../shared/version';
import { migrationVersion } from '../../db/migrate';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { ZHealth, type THealth } from './health.types';

export const healthRoutes =
  (deps: { pool: pg.Pool; buildId: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: perMinute(RATE_LIMITS.publicRead),
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: ZHealth, 503: ZHealth },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const ok = await deps.pool
          .query('select 1')
          .then(() => true)
          .catch(() => false);
        const body: THealth = {
          status: ok ? 'ok' : 'degraded',
          version: APP_VERSION,
          buildId: deps.buildId,
          database: {
            ok,
            migration: ok ? await migrationVersion(deps.pool) : null,
            latencyMs: ok ? Math.round((performance.now() - started) * 100) / 100 : null,
          },
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
