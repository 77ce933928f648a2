import type { TXsdResult } from './xsd';

const NAMESPACE_PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': '',
  'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2': '',
};

/** `{urn:…CommonAggregateComponents-2}Party` → `cac:Party`, so messages read like the XML. */
function readable(message: string): string {
  return message
    .replace('Schemas validity error : ', '')
    .replace(/\{([^}]+)\}(\w+)/g, (whole, ns: string, local: string) => {
      const prefix = NAMESPACE_PREFIXES[ns];
      if (prefix === undefined) return whole;
      return prefix ? `${prefix}:${local}` : local;
    });
}

/**
 * Splits xmllint's output for a batch into one result per file. Lines without a file name (the
 * source excerpt of a parser error) belong to the file named last.
 */
export function splitXmllintOutput(output: string, fileNames: readonly string[]): TXsdResult[] {
  const results = new Map(fileNames.map((n) => [n, { valid: false, errors: [] as string[] }]));
  let current: { valid: boolean; errors: string[] } | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const name = fileNames.find((n) => line.startsWith(`${n}:`) || line.startsWith(`${n} `));
    if (name !== undefined) current = results.get(name);
    if (!current) continue;
    if (name !== undefined && line === `${name} validates`) current.valid = true;
    else if (name !== undefined && line === `${name} fails to validate`) continue;
    else if (name !== undefined)
      current.errors.push(readable(`line ${line.slice(name.length + 1)}`));
    else current.errors.push(line.trim());
  }
  return fileNames.map((n) => {
    const r = results.get(n) ?? { valid: false, errors: [] };
    if (r.valid) return { valid: true, errors: [] };
    return {
      valid: false,
      errors: r.errors.length > 0 ? r.errors : ['the XSD validator gave no reason'],
    };
  });
}
