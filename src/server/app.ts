import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/database';
import { readBuildInfo } from './lib/build-info';
import { WEB_DIST_DIR } from './lib/paths';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/app/errors';
import { registerHttpRules } from './plugins/app/http-rules';
import { registerSpa } from './plugins/app/spa';
import { registerOpenApi } from './plugins/external/openapi';

/** Spec §9: request body limit. */
export const BODY_LIMIT = 1_048_576;

export type TAppDeps = {
  config: TConfig;
  database: Pick<TDatabase, 'pool' | 'db'>;
  webDir?: string;
  logger?: boolean;
};

export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const webDir = deps.webDir ?? WEB_DIST_DIR;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerHttpRules(app);
  await app.register(helmet);
  await app.register(cookie);
  await registerOpenApi(app);

  const buildId = readBuildInfo(webDir)?.buildId ?? 'dev';
  await app.register(healthRoutes({ pool: deps.database.pool, buildId }));
  await registerSpa(app, webDir);
  return app;
}
