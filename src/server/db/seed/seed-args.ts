import { parseArgs } from 'node:util';
import { z } from 'zod';

export const SEED_USAGE = 'Usage: npm run seed -- [--documents N] [--seed S] [--no-exchanges]';

const ZWholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `--${name} must be a whole number ≥ 0`)
    .transform(Number)
    .refine(Number.isSafeInteger, `--${name} is too large`);

const ZSeedArgs = z.object({
  documents: ZWholeNumber('documents').optional(),
  seed: ZWholeNumber('seed').default(1),
  'no-exchanges': z.boolean().default(false),
});

export type TSeedArgs = { documents?: number; seed: number; exchanges: boolean };

/**
 * `--documents N --seed S` (also `--documents=N`), `--no-exchanges` for a benchmark-size data set
 * without integrator exchanges (seed.ts); throws a readable error for anything else.
 */
export function parseSeedArgs(argv: readonly string[]): TSeedArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      documents: { type: 'string' },
      seed: { type: 'string' },
      'no-exchanges': { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const parsed = ZSeedArgs.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  const { 'no-exchanges': noExchanges, ...rest } = parsed.data;
  return { ...rest, exchanges: !noExchanges };
}
