import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZPagedQuery } from '../list/list-params';
import { ZPage } from '../list/page-envelope';

/** Spec §6: a flag is active by name, by environment scope or the '*' wildcard, and per tenant. */
export const FLAG_WILDCARD = '*';

export const ZFeatureFlagName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, messageKey('errors.fields.flagName'));

/** An environment name (NODE_ENV: development, test, production, or another) or '*'. */
export const ZEnvironmentScope = z
  .string()
  .trim()
  .regex(/^(\*|[a-z][a-z0-9-]{0,31})$/, messageKey('errors.fields.environmentScope'));

export const ZFeatureFlagInput = z.object({
  name: ZFeatureFlagName,
  environmentScope: ZEnvironmentScope.default(FLAG_WILDCARD),
  isActive: z.boolean(),
  // null: every tenant; a tenant's own row overrides the all-tenants row of the same name.
  tenantId: z.uuid().nullable().default(null),
  description: z
    .string()
    .trim()
    .max(200, messageKey('errors.fields.max200'))
    .nullable()
    .default(null),
});
export type TFeatureFlagInput = z.input<typeof ZFeatureFlagInput>;

export const ZFeatureFlagUpdate = ZFeatureFlagInput.extend({ id: z.uuid() });
export type TFeatureFlagUpdate = z.input<typeof ZFeatureFlagUpdate>;

export const ZFeatureFlagRow = z.object({
  id: z.uuid(),
  name: z.string(),
  environmentScope: z.string(),
  isActive: z.boolean(),
  tenantId: z.uuid().nullable(),
  tenantName: z.string().nullable(),
  description: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TFeatureFlagRow = z.infer<typeof ZFeatureFlagRow>;

export const ZFeatureFlagPage = ZPage(ZFeatureFlagRow);
export type TFeatureFlagPage = z.infer<typeof ZFeatureFlagPage>;

export const ZFeatureFlagListQuery = ZPagedQuery;
export type TFeatureFlagListQuery = z.output<typeof ZFeatureFlagListQuery>;

export const ZFeatureFlagIdQuery = z.object({ Id: z.uuid() });
