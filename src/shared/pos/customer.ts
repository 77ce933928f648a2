import { z } from 'zod';
import { isValidTaxNo } from '../domain/tax-id';
import { posText, ZPosAddress } from './primitives';

/**
 * The buyer. A VKN (10 digits) needs a name, a TCKN (11 digits) first and last name: UBL-TR
 * writes the first as PartyName, the second as Person (domain.md "Parties").
 * 11111111111 is accepted as the end consumer who gave no number.
 */
export const ZPosCustomer = z
  .object({
    name: posText(250).optional(),
    firstName: posText(100).optional(),
    lastName: posText(100).optional(),
    taxOffice: posText(100).optional(),
    taxNo: z
      .string()
      .trim()
      .refine(
        (v) => isValidTaxNo(v, { allowPlaceholder: true }),
        'must be a valid VKN (10 digits) or TCKN (11 digits)',
      )
      .optional(),
    /** The buyer's GİB mailbox (PK alias) for an e-Fatura, e.g. urn:mail:defaultpk@example.com. */
    alias: posText(250).optional(),
    website: posText(250).optional(),
    email: z.email('must be an e-mail address').optional(),
    phone: posText(30).optional(),
    fax: posText(30).optional(),
    address: ZPosAddress.optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like "tr" or "en-US"')
      .optional(),
  })
  .superRefine((c, ctx) => {
    const hasPerson = Boolean(c.firstName && c.lastName);
    if (c.taxNo?.length === 10 && !c.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'a customer with a VKN needs a name',
      });
    }
    if (c.taxNo?.length === 11 && !hasPerson && !c.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstName'],
        message: 'a customer with a TCKN needs firstName and lastName (or a name to split)',
      });
    }
    if (!c.taxNo && !c.name && !hasPerson) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'a customer needs a name, firstName and lastName, or a taxNo',
      });
    }
  });
export type TPosCustomer = z.infer<typeof ZPosCustomer>;
