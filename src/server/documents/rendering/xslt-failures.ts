import { XsltError } from './xslt-error';

/** How long a failed stylesheet is refused without being tried again. */
const FAILURE_TTL_MS = 10 * 60_000;
const LIMIT = 1_000;

const failures = new Map<string, { error: XsltError; until: number }>();

/**
 * A stylesheet that failed to compile, was refused, or hit a limit (time, memory, output) is
 * refused from memory for a while: an endless stylesheet costs its timeout once, not per view.
 * `key` names the stage and the stylesheet's hash ("compile:<sha256>").
 */
export function rememberFailure(key: string, err: unknown): void {
  if (!(err instanceof XsltError) || err.reason === 'render') return;
  if (failures.size >= LIMIT) failures.delete(failures.keys().next().value ?? '');
  failures.set(key, { error: err, until: Date.now() + FAILURE_TTL_MS });
}

/** Throws the remembered failure for `key`, if any. */
export function throwKnownFailure(key: string): void {
  const known = failures.get(key);
  if (!known) return;
  if (known.until < Date.now()) {
    failures.delete(key);
    return;
  }
  const { reason, message, subject } = known.error;
  throw new XsltError(reason, `${message} (refused again from memory)`, subject);
}
