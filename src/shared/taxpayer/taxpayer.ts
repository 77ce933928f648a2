import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { isValidTaxNo } from '../domain/tax-id';

/** VKN (10 digits) or TCKN (11 digits) with the official checksums (domain.md, Identifiers). */
export const ZTaxNo = z
  .string()
  .trim()
  .refine((value) => isValidTaxNo(value), {
    message: messageKey('errors.fields.taxNo'),
  });

/** `GET /api/taxPayer?taxNo` (spec §7). */
export const ZTaxPayerQuery = z.object({ taxNo: ZTaxNo });

/** `GET /api/taxPayer/applicableTaxRate/list?TaxNo` (spec §7). */
export const ZApplicableTaxRateQuery = z.object({ TaxNo: ZTaxNo });

export const ZApplicableTaxRate = z.object({
  /** GİB tax type code, e.g. 0015 for VAT (KDV). */
  taxTypeCode: z.string(),
  /** Percent as a decimal string ("20", "1.5"). */
  rate: z.string(),
  name: z.string().nullable(),
  /** True when the taxpayer has no rates of its own and the standard VAT rates are offered. */
  isDefault: z.boolean(),
});
export type TApplicableTaxRate = z.infer<typeof ZApplicableTaxRate>;
export const ZApplicableTaxRateList = z.object({ list: z.array(ZApplicableTaxRate) });

export const ZAliasList = z.array(
  z.object({ alias: z.string(), documentType: z.enum(['Invoice', 'DespatchAdvice']) }),
);

/** Spec §3 Tax payer: identifier, title, type, accountType, pkAliasList, gbAliasList + rates. */
export const ZTaxPayer = z.object({
  identifier: z.string(),
  title: z.string(),
  type: z.enum(['OZEL', 'KAMU']),
  accountType: z.string().nullable(),
  firstCreationTime: z.iso.datetime().nullable(),
  pkAliasList: ZAliasList,
  gbAliasList: ZAliasList,
  applicableTaxRates: z.array(ZApplicableTaxRate),
});
export type TTaxPayer = z.infer<typeof ZTaxPayer>;
