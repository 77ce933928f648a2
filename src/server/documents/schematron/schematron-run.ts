import { createRequire } from 'node:module';
import type { TSchematronProfile } from './schematron-profile';
import { readSchematronOutput, type TSchematronFailure } from './schematron-result';

type TSaxon = {
  transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: unknown };
};
// Loaded by the thread that runs the check (a signing worker), not by the app's main thread.
const SaxonJS = createRequire(import.meta.url)('saxon-js') as TSaxon;

/**
 * Runs the compiled schematron (its SEF, parsed) over a document's text: the assertions it
 * breaks that apply to its profile, none when it passes. A rule that cannot be evaluated on the
 * document is one it breaks (schematron-xslt.ts).
 */
export function runSchematron(
  sef: object,
  xml: string,
  profile: TSchematronProfile,
): TSchematronFailure[] {
  const result = SaxonJS.transform(
    {
      stylesheetInternal: sef,
      sourceText: xml,
      destination: 'serialized',
      stylesheetParams: { type: profile.type },
    },
    'sync',
  );
  const output = result.principalResult;
  const failures = readSchematronOutput(typeof output === 'string' ? output : '');
  return failures.filter((f) => !profile.notApplicable.includes(f.rule));
}
