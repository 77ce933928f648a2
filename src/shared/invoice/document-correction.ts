import { z } from 'zod';
import { isValidTaxNo } from '../domain/tax-id';
import { messageKey } from '../i18n/message-key';
import type { TPosCustomer } from '../pos/customer';

export const ZResendFormQuery = z.object({ documentId: z.uuid() });

/** The buyer's address parts (UBL-TR PostalAddress), in the POS API's names. */
export const ADDRESS_FIELDS = [
  'room',
  'streetName',
  'buildingName',
  'buildingNumber',
  'citySubdivisionName',
  'cityName',
  'postalZone',
  'countryName',
] as const;
export const PARTY_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'taxNo',
  'taxOffice',
  'alias',
  'email',
  'phone',
  'website',
  'fax',
] as const;
export type TCustomerField = (typeof PARTY_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number];

/** The fields of the buyer that can be wrong, flat, '' where the sale had none. */
export const ZResendFormCustomer = z.object(
  Object.fromEntries([...PARTY_FIELDS, ...ADDRESS_FIELDS].map((f) => [f, z.string()])) as Record<
    TCustomerField,
    z.ZodString
  >,
);
export type TResendFormCustomer = z.infer<typeof ZResendFormCustomer>;

const ZMoney = z.string();

/**
 * Spec §3 "Resend document": the buyer to correct and, read-only, what was sold. `correctable`:
 * nothing of the document reached GİB, so a corrected buyer rebuilds it; otherwise only the same
 * signed document may go again. `refusal` is why it cannot be resent at all (an error reason).
 */
export const ZResendForm = z.object({
  documentId: z.uuid(),
  ettn: z.uuid(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string(),
  invoiceTime: z.string().nullable(),
  docType: z.number().int(),
  status: z.number().int(),
  gibStatusCode: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  refusal: z.string().nullable(),
  correctable: z.boolean(),
  customer: ZResendFormCustomer,
  checkNo: z.string().nullable(),
  currencyCode: z.string(),
  exchangeRate: z.string().nullable(),
  amounts: z.object({
    total: ZMoney,
    pay: ZMoney,
    discount: ZMoney,
    taxable: ZMoney,
    rounding: ZMoney,
    tax: ZMoney,
  }),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      unitCode: z.string().nullable(),
      unitPrice: ZMoney,
      vatRate: z.string(),
      lineExtensionAmount: ZMoney,
    }),
  ),
  device: z.object({ description: z.string().nullable(), serialNumber: z.string().nullable() }),
});
export type TResendForm = z.infer<typeof ZResendForm>;

type TFormError = 'taxNo' | 'email' | 'nameForVkn' | 'personForTckn' | 'buyerRequired';
const key = (name: TFormError) => messageKey(`documentCorrection.errors.${name}`);

/**
 * The web form: the POS API's customer rules (src/shared/pos/customer.ts) with messages the
 * screen can translate. It yields the customer the server checks again with the POS schema.
 */
export const ZResendCustomerForm = ZResendFormCustomer.superRefine((c, ctx) => {
  const issue = (path: TCustomerField, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const v = (f: TCustomerField) => c[f].trim();
  if (v('taxNo') && !isValidTaxNo(v('taxNo'), { allowPlaceholder: true })) {
    issue('taxNo', key('taxNo'));
  }
  if (v('email') && !z.email().safeParse(v('email')).success) issue('email', key('email'));
  if (v('taxNo').length === 10 && !v('name')) issue('name', key('nameForVkn'));
  const person = Boolean(v('firstName') && v('lastName'));
  if (v('taxNo').length === 11 && !person && !v('name')) issue('firstName', key('personForTckn'));
  if (!v('taxNo') && !v('name') && !person) issue('name', key('buyerRequired'));
}).transform((c): TPosCustomer => toPosCustomer(c));

/** Trims, drops empty fields and nests the address as the POS API has it. */
export function toPosCustomer(c: TResendFormCustomer): TPosCustomer {
  const pick = (fields: readonly TCustomerField[]) =>
    Object.fromEntries(fields.map((f) => [f, c[f].trim()]).filter(([, v]) => v !== ''));
  const address = pick(ADDRESS_FIELDS);
  return {
    ...pick(PARTY_FIELDS),
    ...(Object.keys(address).length > 0 ? { address } : {}),
  } as TPosCustomer;
}

/** The flat form values of a stored customer. */
export function toFormCustomer(c: TPosCustomer | undefined): TResendFormCustomer {
  const all = [...PARTY_FIELDS, ...ADDRESS_FIELDS];
  const source: Record<string, unknown> = { ...c, ...c?.address };
  return Object.fromEntries(
    all.map((f) => [f, typeof source[f] === 'string' ? source[f] : '']),
  ) as TResendFormCustomer;
}
