import { z } from 'zod';
import { ZIntegratorHealth } from '../integrator/integrator-admin';

/** Jobs with a queue: the pipeline's steps and the list export by e-mail. */
export const QUEUE_JOBS = ['prepare', 'send', 'track', 'cancel', 'export'] as const;
export type TQueueJob = (typeof QUEUE_JOBS)[number];

/** Work of one job: `due` may start now; `waiting` is scheduled for later or already leased. */
export const ZQueueDepth = z.object({
  job: z.enum(QUEUE_JOBS),
  due: z.number().int(),
  waiting: z.number().int(),
});
export type TQueueDepth = z.infer<typeof ZQueueDepth>;

export const ZDatabaseInfo = z.object({
  serverVersion: z.string(),
  sizeBytes: z.number(),
  migration: z.string().nullable(),
});

/**
 * GİB's rules the pipeline checks every document against before it is sent: the release of the
 * schematron in GİB's package directory (History.txt's newest date, YYYYMMDD), null when the
 * package lacks it, and whether the check is on (PIPELINE_SCHEMATRON).
 */
export const ZGibRulesInfo = z.object({
  schematronRelease: z.string().nullable(),
  schematronCheck: z.boolean(),
});

/**
 * Sistem Bilgisi (read-only). An owner sees their tenant's queues and no database figures; an
 * administrator sees the whole platform.
 */
export const ZSystemInfo = z.object({
  version: z.string(),
  buildId: z.string(),
  builtAt: z.string().nullable(),
  environment: z.string(),
  nodeVersion: z.string(),
  uptimeSeconds: z.number().int(),
  // Whose queues these are: a tenant, or null for the whole platform.
  queueTenantId: z.uuid().nullable(),
  queues: z.array(ZQueueDepth),
  database: ZDatabaseInfo.nullable(),
  gibRules: ZGibRulesInfo,
  integrators: z.array(ZIntegratorHealth),
});
export type TSystemInfo = z.infer<typeof ZSystemInfo>;
