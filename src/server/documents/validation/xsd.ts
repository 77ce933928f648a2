import fs from 'node:fs';
import path from 'node:path';
import type { XMLFileInfo } from 'xmllint-wasm';
import { requireXsdDir } from '../gib-dir';
import { splitXmllintOutput } from './xsd-output';
import { lintWithSchema, type TSchemaSet } from './xsd-pool';
import type { TUblDocumentKind } from '../../../shared/domain/document-kind';

export type TXsdResult = { valid: boolean; errors: string[] };

const MAIN_XSD: Record<TUblDocumentKind, string> = {
  invoice: 'maindoc/UBL-Invoice-2.1.xsd',
  despatchAdvice: 'maindoc/UBL-DespatchAdvice-2.1.xsd',
};
const SUBDIRS = ['common', 'maindoc'] as const;

const schemaFiles = new Map<string, XMLFileInfo[]>();

/** Every XSD under xsdrt, named `common/…` / `maindoc/…` so relative imports resolve. */
function loadSchemaFiles(gibDir: string): XMLFileInfo[] {
  const cached = schemaFiles.get(gibDir);
  if (cached) return cached;
  const xsdDir = requireXsdDir(gibDir);
  const files: XMLFileInfo[] = [];
  for (const sub of SUBDIRS) {
    for (const name of fs.readdirSync(path.join(xsdDir, sub)).sort()) {
      if (!name.endsWith('.xsd')) continue;
      const contents = fs.readFileSync(path.join(xsdDir, sub, name), 'utf8');
      files.push({ fileName: `${sub}/${name}`, contents });
    }
  }
  schemaFiles.set(gibDir, files);
  return files;
}

function schemaSet(gibDir: string, kind: TUblDocumentKind): TSchemaSet {
  const files = loadSchemaFiles(gibDir);
  const schema = files.find((f) => f.fileName === MAIN_XSD[kind]);
  if (!schema) throw new Error(`GİB schema ${MAIN_XSD[kind]} is missing`);
  return { schema, preload: files.filter((f) => f !== schema) };
}

// The XSD wants exactly one element in ExtensionContent; before signing that slot is empty.
const EMPTY_EXTENSION =
  /<ext:ExtensionContent\s*\/>|<ext:ExtensionContent>\s*<\/ext:ExtensionContent>/;
const UNSIGNED_PLACEHOLDER =
  '<ext:ExtensionContent><u:unsigned xmlns:u="urn:posbelge:unsigned"/></ext:ExtensionContent>';

async function validate(key: string, set: TSchemaSet, bytes: Uint8Array): Promise<TXsdResult> {
  const linted = await lintWithSchema(key, set, bytes);
  // A validator that died says nothing about the document.
  if ('failure' in linted) return { valid: false, errors: [linted.failure] };
  const [result = { valid: false, errors: [linted.output.trim()] }] = splitXmllintOutput(
    linted.output,
    [linted.fileName],
  );
  return result;
}

/**
 * Validates a UBL-TR document (its UTF-8 bytes, or its text) against GİB's restricted XSD, on a
 * long-lived xmllint that compiled the schema once (xsd-pool.ts). `beforeSigning` accepts the
 * empty ExtensionContent the signature will fill.
 */
export function validateUblXsd(
  xml: string | Buffer,
  opts: { gibDir: string; kind: TUblDocumentKind; beforeSigning?: boolean },
): Promise<TXsdResult> {
  let set: TSchemaSet;
  try {
    set = schemaSet(opts.gibDir, opts.kind);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  const text = opts.beforeSigning
    ? xml.toString('utf8').replace(EMPTY_EXTENSION, UNSIGNED_PLACEHOLDER)
    : xml;
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return validate(`${opts.gibDir}\u0000${opts.kind}`, set, bytes);
}
