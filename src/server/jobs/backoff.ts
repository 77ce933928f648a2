/** Seconds until the next try after `attempt` transient failures: 5 s doubling, at most 10 min. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(600, 5 * 2 ** Math.max(0, Math.min(attempt - 1, 10)));
}

/**
 * How long until a sent document's status is asked for again: `base` seconds after sending,
 * doubling up to 15 min; a delivered commercial invoice waiting for its buyer's answer (up to the
 * tenant's `efatura.clientResponseDays`) is asked for hourly.
 */
export function trackDelaySeconds(base: number, checks: number, waitingForBuyer: boolean): number {
  if (waitingForBuyer) return Math.max(base, 3600);
  return Math.min(900, base * 2 ** Math.max(0, Math.min(checks, 12)));
}
