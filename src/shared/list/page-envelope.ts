import { z } from 'zod';

/** Spec §3 list response: the rows of one page and where that page sits in the whole list. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    rowCount: z.number().int(),
    pageCount: z.number().int(),
  });
