import { parseArgs } from 'node:util';
import { z } from 'zod';

export const SEED_USAGE = 'Usage: npm run seed -- [--documents N] [--seed S]';

const ZWholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `--${name} must be a whole number ≥ 0`)
    .transform(Number)
    .refine(Number.isSafeInteger, `--${name} is too large`);

const ZSeedArgs = z.object({
  documents: ZWholeNumber('documents').optional(),
  seed: ZWholeNumber('seed').default(1),
});

export type TSeedArgs = z.infer<typeof ZSeedArgs>;

/** `--documents N --seed S` (also `--documents=N`); throws a readable error for anything else. */
export function parseSeedArgs(argv: readonly string[]): TSeedArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { documents: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const parsed = ZSeedArgs.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  return parsed.data;
}
