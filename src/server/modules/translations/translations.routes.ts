import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTranslationMaps, ZTranslationsQuery } from '../../../shared/auth/translations';
import type { TDb } from '../../db/database';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { loadTranslations } from './translations.service';

const tags = ['translations'];

/** Public: the sign-in page needs its texts before anyone is signed in. */
export const translationRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of ['/api/resources', '/internal/locale/translations']) {
      app.get(
        url,
        {
          config: perMinute(RATE_LIMITS.publicRead),
          schema: {
            tags,
            summary:
              'Turkish and English texts as flat key maps (overrides=true: the overridden ones only)',
            querystring: ZTranslationsQuery,
            response: { 200: ZTranslationMaps },
          },
        },
        async (request, reply) => {
          // Overrides can change at any time; `build` only busts caches across releases.
          reply.header('cache-control', 'no-cache');
          return loadTranslations(deps.db, { overridesOnly: request.query.overrides === true });
        },
      );
    }
  };
