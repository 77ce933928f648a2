/** One assertion of GİB's schematron that a document breaks. */
export type TSchematronFailure = { rule: string; location: string; text: string };

/** What the compiled schematron writes (schematron-xslt.ts): `rule TAB location TAB text` lines. */
export function readSchematronOutput(output: string): TSchematronFailure[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [rule = '', location = '', ...text] = line.split('\t');
      return { rule, location, text: text.join(' ') };
    });
}

/** The failures as a document's GİB status text shows them: `[rule] text`, each rule once. */
export function schematronStatusText(failures: TSchematronFailure[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const f of failures) {
    const part = `[${f.rule}] ${f.text}`;
    if (seen.has(part)) continue;
    seen.add(part);
    parts.push(part);
  }
  return parts.join(' · ');
}
