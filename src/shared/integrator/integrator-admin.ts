import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZPagedQuery } from '../list/list-params';
import { ZPage } from '../list/page-envelope';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZIntegratorProduct } from '../reference/integrator-products';

/** The built-in plugins an integrator product may name (server: get-integrator-plugin.ts). */
export const INTEGRATOR_PLUGIN_KEYS = ['simulator', 'simulator-http', 'izibiz'] as const;

const MAX_CONFIG_BYTES = 8 * 1024;
const CONFIG_MESSAGE = messageKey('errors.fields.pluginConfigurations');

const optionalText = (max: number, key: 'errors.fields.max100' | 'errors.fields.max500') =>
  z
    .string()
    .trim()
    .max(max, messageKey(key))
    .nullable()
    .default(null)
    .transform((v) => v || null);

/** A JSON object of at most 8 KB: what a store may tune on the plugin (integratorOptions). */
export const ZPluginConfigurations = z
  .record(z.string(), z.unknown(), CONFIG_MESSAGE)
  .refine((v) => new TextEncoder().encode(JSON.stringify(v)).length <= MAX_CONFIG_BYTES, {
    error: CONFIG_MESSAGE,
  });

/** Spec §3 Integrator product, as administrators create and change it. */
export const ZIntegratorProductInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, messageKey('errors.fields.required'))
    .max(100, messageKey('errors.fields.max100')),
  description: optionalText(500, 'errors.fields.max500'),
  implementerPartyType: optionalText(100, 'errors.fields.max100'),
  pluginKey: z.enum(INTEGRATOR_PLUGIN_KEYS, messageKey('errors.fields.pluginKey')),
  pluginConfigurations: ZPluginConfigurations.default({}),
  isActive: z.boolean().default(true),
  // At most one default: making a product the default takes the flag from the previous one.
  isDefault: z.boolean().default(false),
});
export type TIntegratorProductInput = z.input<typeof ZIntegratorProductInput>;
export type TIntegratorProductColumns = z.output<typeof ZIntegratorProductInput>;

export const ZIntegratorProductUpdate = ZIntegratorProductInput.extend({ id: z.uuid() });
export type TIntegratorProductUpdate = z.input<typeof ZIntegratorProductUpdate>;

export const ZIntegratorProductDetail = ZIntegratorProduct.extend({
  pluginKey: z.string(),
  pluginConfigurations: z.record(z.string(), z.unknown()),
});
export type TIntegratorProductDetail = z.infer<typeof ZIntegratorProductDetail>;

export const ZIntegratorProductIdQuery = z.object({ Id: z.uuid() });

/** Spec §3 Integrator status per taxpayer, with the product it is about. */
export const ZTaxpayerStatusRow = z.object({
  integratorProductId: z.uuid(),
  integratorName: z.string(),
  // The product's plugin: a simulator's taxpayer can be switched for demos and drills.
  pluginKey: z.string(),
  taxNo: z.string(),
  name: z.string().nullable(),
  isOnline: z.boolean(),
  offlineReason: z.string().nullable(),
  onlineDate: z.iso.datetime({ offset: true }).nullable(),
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TTaxpayerStatusRow = z.infer<typeof ZTaxpayerStatusRow>;

export const ZTaxpayerStatusPage = ZPage(ZTaxpayerStatusRow);
export type TTaxpayerStatusPage = z.infer<typeof ZTaxpayerStatusPage>;

export const ZTaxpayerStatusQuery = ZPagedQuery.extend({
  integratorProductId: z.uuid().optional(),
  isOnline: ZQueryBoolean.optional(),
});
export type TTaxpayerStatusQuery = z.output<typeof ZTaxpayerStatusQuery>;

/** What one status poll did: taxpayers asked, rows changed, taxpayers the plugin did not answer. */
export const ZTaxpayerPollResult = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  failed: z.number().int(),
});
export type TTaxpayerPollResult = z.infer<typeof ZTaxpayerPollResult>;

/**
 * Tells a simulator product that a taxpayer went offline (with a reason) or back online, as its
 * `POST /control` does: for demos and fault drills; the status poll then reports it.
 */
export const ZSimulatorTaxpayerControl = z.object({
  id: z.uuid(),
  taxNo: z.string().regex(/^\d{10,11}$/, messageKey('errors.fields.taxNo')),
  isOnline: z.boolean(),
  reason: z.string().trim().max(200, messageKey('errors.fields.max200')).optional(),
});
export type TSimulatorTaxpayerControl = z.infer<typeof ZSimulatorTaxpayerControl>;

/** Whether an integrator product's plugin answers (Sistem Bilgisi). */
export const ZIntegratorHealth = z.object({
  id: z.uuid(),
  name: z.string(),
  pluginKey: z.string(),
  isDefault: z.boolean(),
  reachable: z.boolean(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type TIntegratorHealth = z.infer<typeof ZIntegratorHealth>;
