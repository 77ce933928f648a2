export type TLoadFigures = { requests: number; p50: number; p95: number; reqPerS: number };

/** The latencies (ms) of one stretch of load and how long it lasted. */
export type TLoadSamples = { times: number[]; ms: number };

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * `clients` loops call fn back to back for about `ms` (each after a short untimed warm-up), and at
 * least once each; the answer is every call's latency.
 */
export async function sampleLoad(
  fn: () => Promise<unknown>,
  opts: { clients: number; ms: number },
): Promise<TLoadSamples> {
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
  return { times, ms: performance.now() - started };
}

/** Latency percentiles over every sample of the stretches, and completed calls per second. */
export function figuresOf(stretches: TLoadSamples[]): TLoadFigures {
  const times = stretches.flatMap((s) => s.times).sort((a, b) => a - b);
  const seconds = stretches.reduce((sum, s) => sum + s.ms, 0) / 1000;
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requests: times.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    reqPerS: round(times.length / seconds),
  };
}

/** sampleLoad's figures: the latency percentiles and completed calls per second. */
export async function underLoad(
  fn: () => Promise<unknown>,
  opts: { clients: number; ms: number },
): Promise<TLoadFigures> {
  return figuresOf([await sampleLoad(fn, opts)]);
}
