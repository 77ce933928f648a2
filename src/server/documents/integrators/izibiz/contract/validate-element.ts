import { lintWithSchema, type TSchemaSet } from '../../../validation/xsd-pool';
import { splitXmllintOutput } from '../../../validation/xsd-output';
import type { TXsdResult } from '../../../validation/xsd';
import type { TIzibizService } from '../services';
import { izibizSchemaSet } from './wsdl-schemas';

const sets = new Map<string, TSchemaSet>();

/**
 * Validates one SOAP body element (a request, a response or a fault's detail element, as
 * standalone XML) against the schemas İzibiz publishes for its service, on the long-lived
 * xmllint pool the UBL check uses.
 */
export async function validateIzibizElement(
  integratorsDir: string,
  service: TIzibizService,
  element: string,
): Promise<TXsdResult> {
  const key = `izibiz\u0000${integratorsDir}\u0000${service}`;
  let set = sets.get(key);
  if (!set) {
    set = izibizSchemaSet(integratorsDir, service);
    sets.set(key, set);
  }
  const linted = await lintWithSchema(key, set, Buffer.from(element, 'utf8'));
  if ('failure' in linted) return { valid: false, errors: [linted.failure] };
  const [result = { valid: false, errors: [linted.output.trim()] }] = splitXmllintOutput(
    linted.output,
    [linted.fileName],
  );
  return result;
}
