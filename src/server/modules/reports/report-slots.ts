/**
 * Report files are heavy (a query over a period and a writer thread each): at most
 * MAX_RUNNING at once per server process, and one per tenant, so one tenant's year-long report
 * never keeps the others waiting. A refused request answers 429 and may try again.
 */
const MAX_RUNNING = 2;
const runningByTenant = new Map<string, number>();
let running = 0;

/** A slot for `tenantId`, released by the returned function (once), or null when none is free. */
export function takeReportSlot(tenantId: string): (() => void) | null {
  if (running >= MAX_RUNNING || (runningByTenant.get(tenantId) ?? 0) >= 1) return null;
  running += 1;
  runningByTenant.set(tenantId, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    runningByTenant.delete(tenantId);
  };
}
