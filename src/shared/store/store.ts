import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import {
  ZIntegratorConfig,
  ZIntegratorConfigInput,
  ZEmailConfigs,
  ZEmailConfigsValue,
  type TIntegratorConfigInput,
} from './integrator-config';
import { ZInvoiceSeries, ZInvoiceSeriesInput, type TInvoiceSeriesInput } from './invoice-series';
import { ZStoredPhone } from './phone';
import { optionalText, ZMersisNo, ZOptionalEmail, ZStoreName, ZStoreTaxNo } from './store-fields';

/** Spec §3 Store fields the form edits (id and isActive are handled by their own calls). */
const storeFields = {
  name: ZStoreName,
  taxOffice: optionalText(200),
  taxNo: ZStoreTaxNo,
  website: optionalText(200),
  email: ZOptionalEmail,
  phoneNumber: ZStoredPhone.optional().transform((v) => v ?? null),
  fax: ZStoredPhone.optional().transform((v) => v ?? null),
  integrationId: optionalText(100),
  gbAlias: optionalText(200),
  room: optionalText(50),
  streetName: optionalText(200),
  buildingName: optionalText(200),
  buildingNumber: optionalText(50),
  citySubdivisionName: optionalText(100),
  cityName: optionalText(100),
  postalZone: optionalText(20),
  countryName: optionalText(100),
  tradeRegisterNo: optionalText(50),
  mersisNo: ZMersisNo,
  emailServiceProductId: optionalText(100),
  sendEDocumentEmailCopyTo: ZOptionalEmail,
  emailConfigs: ZEmailConfigs.nullable().optional(),
  accommodationTaxEnabled: z.boolean().default(false),
  commercialInvoiceEnabled: z.boolean().default(false),
  docTypeConfigs: z.array(ZIntegratorConfigInput).max(4).default([]),
  invoiceSeries: z.array(ZInvoiceSeriesInput).max(50).default([]),
};

type TKeyed = { docTypeConfigs?: TIntegratorConfigInput[]; invoiceSeries?: TInvoiceSeriesInput[] };

function uniqueRows(value: TKeyed, ctx: z.RefinementCtx) {
  const docTypes = new Set<number>();
  value.docTypeConfigs?.forEach((c, i) => {
    if (docTypes.has(c.docType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['docTypeConfigs', i, 'docType'],
        message: messageKey('stores.validation.duplicate'),
      });
    }
    docTypes.add(c.docType);
  });
  const series = new Set<string>();
  value.invoiceSeries?.forEach((s, i) => {
    const key = `${s.docType}:${s.prefix.trim().toUpperCase()}`;
    if (series.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceSeries', i, 'prefix'],
        message: messageKey('stores.validation.duplicate'),
      });
    }
    series.add(key);
  });
}

export const ZStoreCreate = z.object(storeFields).superRefine(uniqueRows);
export type TStoreCreateInput = z.input<typeof ZStoreCreate>;
export type TStoreCreate = z.output<typeof ZStoreCreate>;

export const ZStoreUpdate = z.object({ id: z.uuid(), ...storeFields }).superRefine(uniqueRows);
export type TStoreUpdateInput = z.input<typeof ZStoreUpdate>;
export type TStoreUpdate = z.output<typeof ZStoreUpdate>;

const nullable = z.string().nullable();

export const ZStoreSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  taxNo: nullable,
  taxOffice: nullable,
  cityName: nullable,
  phoneNumber: nullable,
  email: nullable,
  integrationId: nullable,
  isActive: z.boolean(),
});
export type TStoreSummary = z.infer<typeof ZStoreSummary>;

export const ZStore = ZStoreSummary.extend({
  tenantId: z.uuid(),
  website: nullable,
  fax: nullable,
  gbAlias: nullable,
  room: nullable,
  streetName: nullable,
  buildingName: nullable,
  buildingNumber: nullable,
  citySubdivisionName: nullable,
  postalZone: nullable,
  countryName: nullable,
  tradeRegisterNo: nullable,
  mersisNo: nullable,
  emailServiceProductId: nullable,
  sendEDocumentEmailCopyTo: nullable,
  emailConfigs: ZEmailConfigsValue.nullable(),
  accommodationTaxEnabled: z.boolean(),
  commercialInvoiceEnabled: z.boolean(),
  docTypeConfigs: z.array(ZIntegratorConfig),
  invoiceSeries: z.array(ZInvoiceSeries),
});
export type TStore = z.infer<typeof ZStore>;

export const ZStoreIdQuery = z.object({
  id: z.uuid(),
  IncludeBlobItems: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZStoreDeleteQuery = z.object({ Id: z.uuid() });
export const ZStoreSaved = z.object({ id: z.uuid() });
