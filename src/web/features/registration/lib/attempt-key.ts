/**
 * A payment attempt's Idempotency-Key: 128 random bits as hex. `crypto.getRandomValues` works on
 * plain-HTTP pages too, where `crypto.randomUUID` does not exist.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
