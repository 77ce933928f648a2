import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZIntegratorDocType } from './integrator-config';

/**
 * "Bağlantıyı sına" on a store's integrator settings: the product, user name and password as
 * typed (an empty password means the stored one of this store and document type), tried on the
 * store's tax number.
 */
export const ZIntegratorCheckInput = z.object({
  storeId: z.uuid().optional(),
  docType: ZIntegratorDocType,
  integratorProductId: z.uuid(),
  integratorUid: z.string().trim().max(200, messageKey('stores.validation.tooLong')),
  integratorPwd: z.string().max(200, messageKey('stores.validation.tooLong')).optional(),
  taxNo: z.string().regex(/^\d{10,11}$/, messageKey('errors.fields.taxNo')),
});
export type TIntegratorCheckInput = z.infer<typeof ZIntegratorCheckInput>;

/** Whether it works, and the integrator's answer in plain words (Turkish, as it reported it). */
export const ZIntegratorCheckResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  name: z.string().nullable(),
});
export type TIntegratorCheckResult = z.infer<typeof ZIntegratorCheckResult>;
