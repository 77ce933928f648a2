import { ERROR_CATALOGUE, type TErrorCode } from '../../../shared/errors';

const BODY_KEYS = new Set(['code', 'message', 'details']);

function isCatalogued(code: string): code is TErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/**
 * What is wrong with an error answer, or null: the body must be `{ code, message, details? }`
 * with a code of the error catalogue (src/shared/errors.ts) whose status is the answer's.
 */
export function errorBodyProblem(res: { statusCode: number; body: string }): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${JSON.stringify(res.body.slice(0, 80))}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `not an object: ${res.body.slice(0, 80)}`;
  }
  const extra = Object.keys(body).filter((key) => !BODY_KEYS.has(key));
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || extra.length > 0) {
    return `not {code, message, details?}: ${res.body.slice(0, 120)}`;
  }
  if (!isCatalogued(code)) return `code ${code} is not in the error catalogue`;
  const status = ERROR_CATALOGUE[code].status;
  return status === res.statusCode ? null : `code ${code} is ${status}, answered ${res.statusCode}`;
}
