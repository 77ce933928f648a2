import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/** Messages are i18n keys (devices.validation.*); the web app translates them. */
const TOO_LONG = messageKey('devices.validation.tooLong');

/** Serial numbers of GİB-registered POS devices are letters and digits (e.g. JI20012345). */
export const ZSerialNumber = z
  .string()
  .trim()
  .min(1, messageKey('devices.validation.serialRequired'))
  .max(40, TOO_LONG)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, messageKey('devices.validation.serialFormat'));

/** A brand picker value: a brand id, or '' for none. */
export const ZBrandRef = z.union([z.uuid(messageKey('devices.validation.brand')), z.literal('')]);

const text = (max: number) => z.string().trim().max(max, TOO_LONG);

/** The editable text fields of spec §3 Device with their length bounds. */
export const DEVICE_TEXT_FIELDS = {
  brand: 64,
  model: 64,
  clientType: 32,
  certificationType: 32,
  deviceKind: 32,
  description: 100,
  integrationId: 64,
  posVersion: 32,
} as const;
export type TDeviceTextField = keyof typeof DEVICE_TEXT_FIELDS;

/** Suggestions for the free-text kind fields (values in use by GİB-certified POS makers). */
export const DEVICE_KIND_OPTIONS = ['YN ÖKC', 'EFT-POS', 'Android POS'] as const;
export const CLIENT_TYPE_OPTIONS = ['pos', 'tablet', 'desktop'] as const;
export const CERTIFICATION_TYPE_OPTIONS = ['GMP3', 'GMP3-Android'] as const;

/** The device side-panel form: every value a string, '' meaning "not set". */
export const ZDeviceForm = z.object({
  serialNumber: ZSerialNumber,
  hardwareBrandId: ZBrandRef,
  softwareBrandId: ZBrandRef,
  brand: text(DEVICE_TEXT_FIELDS.brand),
  model: text(DEVICE_TEXT_FIELDS.model),
  clientType: text(DEVICE_TEXT_FIELDS.clientType),
  certificationType: text(DEVICE_TEXT_FIELDS.certificationType),
  deviceKind: text(DEVICE_TEXT_FIELDS.deviceKind),
  description: text(DEVICE_TEXT_FIELDS.description),
  integrationId: text(DEVICE_TEXT_FIELDS.integrationId),
  posVersion: text(DEVICE_TEXT_FIELDS.posVersion),
});
export type TDeviceForm = z.infer<typeof ZDeviceForm>;

const optionalShape = ZDeviceForm.omit({ serialNumber: true }).shape;
const nullishShape = Object.fromEntries(
  Object.entries(optionalShape).map(([key, schema]) => [key, schema.nullish()]),
) as { [K in keyof typeof optionalShape]: z.ZodOptional<z.ZodNullable<(typeof optionalShape)[K]>> };

/**
 * `POST /api/device`. The store defaults to the selected one; empty or null texts are stored as
 * null. The same fields as the form, so one set of rules serves both sides.
 */
export const ZDeviceCreateInput = z.object({
  storeId: z.uuid().optional(),
  serialNumber: ZSerialNumber,
  isActive: z.boolean().optional(),
  ...nullishShape,
});
export type TDeviceCreateInput = z.infer<typeof ZDeviceCreateInput>;

/** `PUT /api/device`: the whole device again, by id. */
export const ZDeviceUpdateInput = ZDeviceCreateInput.extend({ id: z.uuid() });
export type TDeviceUpdateInput = z.infer<typeof ZDeviceUpdateInput>;

/** Spec §3 Device, plus the public half of its current POS API credential. */
export const ZDevice = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  hardwareBrandId: z.uuid().nullable(),
  hardwareBrandName: z.string().nullable(),
  softwareBrandId: z.uuid().nullable(),
  softwareBrandName: z.string().nullable(),
  serialNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  clientType: z.string().nullable(),
  certificationType: z.string().nullable(),
  deviceKind: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  integrationId: z.string().nullable(),
  posVersion: z.string().nullable(),
  credentialKeyId: z.string().nullable(),
  credentialCreatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDevice = z.infer<typeof ZDevice>;

export const ZDeviceIdQuery = z.object({ id: z.uuid() });
export const ZDeviceCredentialQuery = z.object({ deviceId: z.uuid() });

/**
 * The full credential `<keyId>.<secret>`: in the answer of a create or a rotation only, never
 * again (only a hash of the secret is stored).
 */
export const ZIssuedCredential = z.object({
  keyId: z.string(),
  credential: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TIssuedCredential = z.infer<typeof ZIssuedCredential>;

export const ZDeviceCreated = z.object({ device: ZDevice, credential: ZIssuedCredential });
export type TDeviceCreated = z.infer<typeof ZDeviceCreated>;

/** `PUT /api/device/activation`: all or nothing, within the selected tenant (and store). */
export const ZDeviceActivationInput = z.object({
  deviceList: z
    .array(z.object({ deviceId: z.uuid(), isActive: z.boolean() }))
    .min(1)
    .max(100),
});
export type TDeviceActivationInput = z.infer<typeof ZDeviceActivationInput>;
export const ZDeviceActivationResult = z.object({ updated: z.number().int() });
