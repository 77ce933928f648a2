import { z } from 'zod';
import { posText } from './primitives';

/** Public-sector buyer details (kamu faturası); the field name keeps the spec's spelling. */
export const ZPosGovermentAgencyInfo = z.object({
  agencyName: posText(250).optional(),
  budgetCode: posText(50).optional(),
  accountName: posText(250).optional(),
  iban: z
    .string()
    .regex(/^TR\d{24}$/, 'must be a Turkish IBAN like TR000000000000000000000000')
    .optional(),
});
export type TPosGovermentAgencyInfo = z.infer<typeof ZPosGovermentAgencyInfo>;
