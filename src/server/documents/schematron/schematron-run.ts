import { createRequire } from 'node:module';
import type { TSchematronProfile } from './schematron-profile';
import { readSchematronOutput, type TSchematronFailure } from './schematron-result';

type TSaxon = {
  transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: unknown };
};
// Loaded by the thread that runs the check (a signing worker), not by the app's main thread.
const SaxonJS = createRequire(import.meta.url)('saxon-js') as TSaxon;

/** The two compiled forms of GİB's schematron (schematron-xslt.ts), parsed. */
export type TSchematronSefs = { verdict: object; report: object };

export function parseSchematronSefs(sefs: { verdict: string; report: string }): TSchematronSefs {
  return { verdict: JSON.parse(sefs.verdict) as object, report: JSON.parse(sefs.report) as object };
}

function transform(sef: object, xml: string, profile: TSchematronProfile): string {
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
  return typeof output === 'string' ? output : '';
}

/** Whether the verdict names a rule that applies to the profile, or could not be reached. */
function mayFail(sefs: TSchematronSefs, xml: string, profile: TSchematronProfile): boolean {
  let output: string;
  try {
    output = transform(sefs.verdict, xml, profile);
  } catch {
    return true;
  }
  return output.split('\n').some((rule) => rule !== '' && !profile.notApplicable.includes(rule));
}

/**
 * Runs GİB's compiled schematron over a document's text: the assertions it breaks that apply to
 * its profile, none when it passes. Every document gets the verdict (rule ids only, about half
 * the cost); one it fails, or one a rule could not be evaluated on, gets the report, whose lines
 * carry where and GİB's message (a rule that cannot be evaluated counts as broken).
 */
export function runSchematron(
  sefs: TSchematronSefs,
  xml: string,
  profile: TSchematronProfile,
): TSchematronFailure[] {
  if (!mayFail(sefs, xml, profile)) return [];
  const failures = readSchematronOutput(transform(sefs.report, xml, profile));
  return failures.filter((f) => !profile.notApplicable.includes(f.rule));
}
