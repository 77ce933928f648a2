export type TLoadFigures = { requests: number; p50: number; p95: number; reqPerS: number };

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * `clients` loops call fn back to back for about `ms` (each after a short untimed warm-up), and at
 * least once each; figures are the latency percentiles and completed calls per second.
 */
export async function underLoad(
  fn: () => Promise<unknown>,
  opts: { clients: number; ms: number },
): Promise<TLoadFigures> {
  await Promise.all(Array.from({ length: opts.clients }, () => fn()));
  const times: number[] = [];
  const started = performance.now();
  const deadline = started + opts.ms;
  const client = async () => {
    do {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    } while (performance.now() < deadline);
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requests: times.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    reqPerS: round(times.length / seconds),
  };
}
