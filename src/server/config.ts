import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDER_KEYS, type TPaymentProviderKey } from './payments/payment-provider-keys';

const ZPort = z.coerce.number().int().min(1).max(65535);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: ZPort.default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_PG_PORT: ZPort.default(54329),
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('posbelge <no-reply@posbelge.test>'),
  GIB_DIR: z.string().min(1).optional(),
  INTEGRATORS_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DOCUMENTS: z.coerce.number().int().min(0).default(20000),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().max(254).optional(),
  PIPELINE: z.enum(['on', 'off']).default('on'),
  // Documents in hand per process: the CPU-heavy steps queue on pools sized to the cores, the
  // rest waits on the integrator and PostgreSQL, and bigger claims and batches cost less per
  // document (docs/performance.md "pipeline": 8 → 76, 64 → 98–102, 128 → 105 documents/s).
  PIPELINE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(128),
  PIPELINE_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  PIPELINE_POLL_SECONDS: z.coerce.number().min(0.05).max(600).default(2),
  // GİB's schematron over every document before its first send (off only to measure its cost).
  PIPELINE_SCHEMATRON: z.enum(['on', 'off']).default('on'),
  SIMULATOR_URL: z.url().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F:.,/\s]+)$/,
      'must be true, false, or a comma-separated list of proxy addresses (CIDR allowed)',
    )
    .default('false'),
  INTEGRATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  TAXPAYER_STATUS_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  APP_ENVIRONMENT: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a lower-case environment name, e.g. staging')
    .optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDER_KEYS).default('sandbox'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
});

export type TConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  /** The environment feature flags are resolved for (APP_ENVIRONMENT, else NODE_ENV). */
  appEnvironment: string;
  port: number;
  /** HOST when set; otherwise the start decides (listenHost in cli/first-start.ts). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPg: { dir: string; port: number };
  /** 32 bytes: AES-256-GCM for secrets at rest; token keys are derived from it. */
  secretKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  gibDir: string | undefined;
  /** Integrators' published interfaces (WSDLs), for the İzibiz double (integrators-dir.ts). */
  integratorsDir: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDocuments: number;
  /**
   * Where users reach the app; the only base for links in mails (never the Host header). Defaults
   * to http://localhost:<PORT> outside production, required in production.
   */
  publicUrl: string;
  /** Production: the first platform administrator, created on a start that finds none. */
  adminEmail: string | undefined;
  /**
   * The document pipeline's workers. `leaseSeconds` is how long a claimed step may run before
   * another worker may take it over (after a crash, this is the time to recovery).
   */
  pipeline: {
    enabled: boolean;
    concurrency: number;
    leaseSeconds: number;
    pollSeconds: number;
    /** GİB's schematron checked before a document's first send (gib-schematron.ts). */
    schematron: boolean;
  };
  /** When set, the built-in `simulator` integrator is reached over HTTP instead of in-process. */
  simulatorUrl: string | undefined;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): nobody by default, so a client cannot
   * pick the address the per-IP sign-in limit counts.
   */
  trustProxy: boolean | string[];
  /** How long a call to an integrator may take before it counts as unanswered (transient). */
  integratorTimeoutMs: number;
  /** How often the integrators are asked whether each taxpayer is online (Entegratörler). */
  taxpayerStatusPollSeconds: number;
  /** The plan-payment provider plugin and how long a charge may take before it counts as unanswered. */
  payments: { provider: TPaymentProviderKey; timeoutMs: number };
  cacheDir: string;
};

export class ConfigError extends Error {}

/** Validates the environment once; the message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    appEnvironment: e.APP_ENVIRONMENT ?? e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPg: { dir: path.join(dataDir, 'pg'), port: e.EMBEDDED_PG_PORT },
    secretKey: e.SECRET_KEY
      ? Buffer.from(e.SECRET_KEY, 'hex')
      : localSecretKey(e.NODE_ENV, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    gibDir: e.GIB_DIR ? path.resolve(e.GIB_DIR) : undefined,
    integratorsDir: e.INTEGRATORS_DIR ? path.resolve(e.INTEGRATORS_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    seedDocuments: e.SEED_DOCUMENTS,
    publicUrl: publicUrl(e.NODE_ENV, e.PUBLIC_URL, e.PORT),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    pipeline: {
      enabled: e.PIPELINE === 'on',
      concurrency: e.PIPELINE_CONCURRENCY,
      leaseSeconds: e.PIPELINE_LEASE_SECONDS,
      pollSeconds: e.PIPELINE_POLL_SECONDS,
      schematron: e.PIPELINE_SCHEMATRON === 'on',
    },
    simulatorUrl: e.SIMULATOR_URL,
    integratorTimeoutMs: e.INTEGRATOR_TIMEOUT_MS,
    taxpayerStatusPollSeconds: e.TAXPAYER_STATUS_POLL_SECONDS,
    payments: { provider: e.PAYMENT_PROVIDER, timeoutMs: e.PAYMENT_TIMEOUT_MS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cacheDir: path.join(dataDir, 'cache'),
  };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function publicUrl(nodeEnv: string, url: string | undefined, port: number): string {
  if (url) return url;
  if (nodeEnv !== 'production') return `http://localhost:${port}`;
  throw new ConfigError('Invalid environment configuration:\n  PUBLIC_URL: required in production');
}

/** `FOO=` in a .env file means "not set", not "set to the empty string". */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/**
 * Without SECRET_KEY a development or demo install keeps a generated key in the data directory,
 * so encrypted secrets survive restarts; production must set it explicitly.
 */
function localSecretKey(nodeEnv: string, dataDir: string): Buffer {
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  SECRET_KEY: required in production',
    );
  }
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  const key = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
