import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/database';
import { readBuildInfo } from './lib/build-info';
import { serializeRequest } from './lib/log-redaction';
import { OneLinePerRequest } from './lib/request-log';
import { createMailer } from './lib/mailer';
import { WEB_DIST_DIR } from './lib/paths';
import { createAccessTokens, deriveKey } from './lib/tokens';
import { authRoutes, meRoutes, otpRoutes } from './modules/auth/auth.public';
import { brandRoutes } from './modules/brand/brand.public';
import { dashboardRoutes } from './modules/dashboard/dashboard.public';
import { deviceRoutes } from './modules/device/device.public';
import {
  featureFlagAdminRoutes,
  featureFlagRoutes,
} from './modules/feature-flags/feature-flags.public';
import { globalSearchRoutes } from './modules/global-search/global-search.public';
import { healthRoutes } from './modules/health/health.public';
import {
  integratorAdminRoutes,
  integratorRoutes,
  registerTaxpayerStatusPoller,
  taxpayerStatusRoutes,
} from './modules/integrator/integrator.public';
import { odataRoutes } from './modules/odata/odata.public';
import { invoiceRoutes, registerDocumentCountsRollUp } from './modules/invoice/invoice.public';
import { saleTransactionRoutes } from './modules/sale-transactions/sale-transactions.public';
import { referenceRoutes } from './modules/reference/reference.public';
import { signingCertificateRoutes } from './modules/signing/signing.public';
import { gibImportRoutes, taxPayerRoutes } from './modules/taxpayer/taxpayer.public';
import {
  integratorCheckRoutes,
  storeSearchRoutes,
  storeAdminRoutes,
  storeRoutes,
} from './modules/store/store.public';
import { customerRoutes, tenantSearchRoutes, tenantRoutes } from './modules/tenant/tenant.public';
import { adminUsersRoutes, usersRoutes } from './modules/users/users.public';
import { translationRoutes } from './modules/translations/translations.public';
import { uiStateRoutes } from './modules/ui-state/ui-state.public';
import { posRoutes } from './modules/pos/pos.public';
import { fileDownloaderRoutes, reportCatalogueRoutes } from './modules/reports/reports.public';
import { accountRoutes } from './modules/account/account.public';
import { systemInfoRoutes } from './modules/system-info/system-info.public';
import { mailSenderOf } from './modules/system-settings/settings-read.public';
import { systemSettingsRoutes } from './modules/system-settings/system-settings.public';
import { planPaymentRoutes, registrationRoutes } from './modules/registration/registration.public';
import { createPaymentProvider } from './payments/payment-providers';
import type { TPaymentProvider } from './payments/payment-provider';
import { registerAuth } from './plugins/app/auth';
import { CLIENT_ERROR_OPTIONS, registerExpectationCheck } from './plugins/app/client-errors';
import { registerCsrfCheck } from './plugins/app/csrf';
import { registerDataContext } from './plugins/app/data-context';
import { registerErrorHandler } from './plugins/app/errors';
import { registerPipelineWake } from './plugins/app/pipeline-wake';
import { registerHttpRules } from './plugins/app/http-rules';
import { registerSpa } from './plugins/app/spa';
import { registerStorableTextCheck } from './plugins/app/storable-text';
import { registerOpenApi } from './plugins/external/openapi';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSecurityHeaders } from './plugins/external/security-headers';
import { createPipeline } from './jobs/pipeline';
import { registerExportJob } from './jobs/export/register-export-job';
import { closeRenderer } from './documents/rendering/close-renderer';

/** Spec §9: request body limit. */
export const BODY_LIMIT = 1_048_576;

export type TAppDeps = {
  config: TConfig;
  database: Pick<TDatabase, 'pool' | 'db' | 'ownerPool'>;
  webDir?: string;
  logger?: boolean;
  /** The clock POS sale times are checked against (tests pin it to their fixtures' day). */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The plan-payment provider instead of PAYMENT_PROVIDER's (tests keep the sandbox to read it). */
  paymentProvider?: TPaymentProvider;
};

export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const webDir = deps.webDir ?? WEB_DIST_DIR;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ...CLIENT_ERROR_OPTIONS,
  });
  registerExpectationCheck(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerHttpRules(app);
  registerCsrfCheck(app, deps.config);
  registerSecurityHeaders(app);
  registerStorableTextCheck(app);
  await app.register(cookie, {
    secret: deriveKey(deps.config.secretKey, 'cookie'),
    // Production cookies are Secure even when a proxy's scheme is not trusted (TRUST_PROXY).
    parseOptions: { secure: deps.config.nodeEnv === 'production' ? true : 'auto' },
  });
  await registerOpenApi(app);
  await registerRateLimit(app);
  const { db } = deps.database;
  const { secretKey } = deps.config;
  const tokens = createAccessTokens(secretKey);
  registerDataContext(app);
  registerAuth(app, { db, tokens });

  const build = readBuildInfo(webDir);
  const buildId = build?.buildId ?? 'dev';
  // Every message carries the sender of the mail settings (Sistem Ayarları).
  const mailer = createMailer(deps.config, { sender: mailSenderOf(db) });
  await app.register(healthRoutes({ pool: deps.database.pool, buildId }));
  await app.register(authRoutes({ db, tokens, secretKey }));
  await app.register(accountRoutes({ db, mailer, config: deps.config }));
  await app.register(otpRoutes({ db, secretKey }));
  await app.register(featureFlagRoutes({ db, config: deps.config }));
  await app.register(featureFlagAdminRoutes({ db }));
  await app.register(translationRoutes({ db }));
  await app.register(uiStateRoutes({ db }));
  await app.register(meRoutes({ db }));
  await app.register(tenantSearchRoutes({ db }));
  await app.register(storeSearchRoutes({ db }));
  await app.register(referenceRoutes({ db }));
  await app.register(taxPayerRoutes({ db }));
  await app.register(gibImportRoutes({ pool: deps.database.pool }));
  await app.register(integratorRoutes({ db }));
  await app.register(integratorAdminRoutes({ db }));
  await app.register(taxpayerStatusRoutes({ db, config: deps.config }));
  await app.register(
    systemSettingsRoutes({
      db,
      mailer,
      mailFrom: deps.config.mailFrom,
      publicUrl: deps.config.publicUrl,
    }),
  );
  await app.register(
    systemInfoRoutes({ db, pool: deps.database.pool, config: deps.config, build }),
  );
  const invitations = { db, mailer, config: deps.config };
  await app.register(tenantRoutes({ db }));
  await app.register(customerRoutes(invitations));
  await app.register(usersRoutes(invitations));
  await app.register(adminUsersRoutes(invitations));
  await app.register(deviceRoutes({ db, secretKey }));
  await app.register(
    posRoutes({ db, pool: deps.database.pool, secretKey, now: deps.now ?? (() => new Date()) }),
  );
  await app.register(brandRoutes({ db }));
  await app.register(storeRoutes({ db, secretKey }));
  await app.register(storeAdminRoutes({ db }));
  await app.register(integratorCheckRoutes({ db, config: deps.config }));
  await app.register(signingCertificateRoutes({ db, secretKey }));
  await app.register(invoiceRoutes({ db, config: deps.config }));
  await app.register(saleTransactionRoutes({ db }));
  await app.register(reportCatalogueRoutes({ db }));
  await app.register(fileDownloaderRoutes({ db, pool: deps.database.pool, secretKey }));
  await app.register(dashboardRoutes({ db, now: deps.now ?? (() => new Date()) }));
  await app.register(globalSearchRoutes({ db }));
  await app.register(odataRoutes({ db }));
  const { publicUrl } = deps.config;
  await app.register(registrationRoutes({ db, mailer: invitations.mailer, tokens, publicUrl }));
  const provider = deps.paymentProvider ?? createPaymentProvider(deps.config.payments.provider);
  await app.register(
    planPaymentRoutes({ db, provider, timeoutMs: deps.config.payments.timeoutMs }),
  );
  await registerSpa(app, webDir);
  if (deps.config.pipeline.enabled) registerPipeline(app, deps);
  if (deps.config.pipeline.enabled) registerExportJob(app, deps);
  if (deps.config.pipeline.enabled) registerDocumentCountsRollUp(app, db);
  if (deps.config.pipeline.enabled) {
    registerTaxpayerStatusPoller(app, {
      db,
      config: deps.config,
      everySeconds: deps.config.taxpayerStatusPollSeconds,
    });
  }
  app.addHook('onClose', () => closeRenderer());
  return app;
}

/**
 * Runs the document pipeline's workers with the app. A route that queues document work (a sale,
 * a cancel, a resend: `config.queuesDocuments`) wakes the dispatcher when it succeeds, so the new
 * work starts without waiting for its next poll.
 */
function registerPipeline(app: FastifyInstance, deps: TAppDeps): void {
  const pipeline = createPipeline({
    db: deps.database.db,
    pool: deps.database.pool,
    config: deps.config,
    log: app.log,
  });
  app.addHook('onReady', () => pipeline.start());
  app.addHook('onClose', () => pipeline.stop());
  registerPipelineWake(app, () => pipeline.wake());
}
