import { z } from 'zod';

/** A query-string flag: only the texts `true` and `false` are accepted (spec §2). */
export const ZQueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
