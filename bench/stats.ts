export type TStats = { n: number; p50: number; p95: number; max: number };

/** Runs fn `n` times after `warmup` untimed runs; milliseconds per run. */
export async function measure(fn: () => Promise<unknown>, n: number, warmup = 3): Promise<TStats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { n, p50: at(0.5), p95: at(0.95), max: at(1) };
}

export function formatStats(label: string, s: TStats): string {
  const f = (v: number) => v.toFixed(2).padStart(8);
  return `${label.padEnd(44)} p50 ${f(s.p50)} ms  p95 ${f(s.p95)} ms  max ${f(s.max)} ms  (n=${s.n})`;
}
