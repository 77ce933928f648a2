import { IntegratorUnavailableError } from './integrator-errors';

function errorCode(err: unknown): string | undefined {
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return undefined;
}

/** fetch's failures, in the terms the pipeline retries on. */
export function unavailableFrom(
  err: unknown,
  url: string,
  timeoutMs: number,
): IntegratorUnavailableError {
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new IntegratorUnavailableError('timeout', `${url} ${timeoutMs} ms içinde yanıt vermedi`);
  }
  const code = errorCode(err);
  if (code === 'ECONNREFUSED') {
    return new IntegratorUnavailableError('refused', `${url} bağlantıyı reddetti`);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new IntegratorUnavailableError('offline', `${url} ulaşılamıyor: ${code ?? message}`);
}
