import type { TViolation } from './fuzz-prober';

/** Violations grouped by kind, route, status and detail; each group with its first input. */
export function groupViolations(violations: TViolation[]): string[] {
  const groups = new Map<string, { count: number; first: TViolation }>();
  for (const v of violations) {
    const key = `${v.kind} | ${v.route} | ${v.status} | ${v.detail.slice(0, 100)}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, first: v });
  }
  return [...groups].map(
    ([key, { count, first }]) => `${count} × ${key}\n    e.g. as ${first.identity}: ${first.input}`,
  );
}

export function statusLine(statuses: Map<number, number>): string {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}
