import { AppError } from '../../lib/app-error';

/** New stylesheets one tenant may have checked (compiled and rendered) per window. */
export const XSLT_CHECKS_PER_WINDOW = 20;
const XSLT_CHECK_WINDOW_MS = 10 * 60_000;

// Per process and synchronous, so parallel uploads cannot race past it; each check costs a
// sandboxed compile, which is what this protects.
const windows = new Map<string, { startedAt: number; count: number }>();

/** Counts one check of a stylesheet not seen before; throws RATE_LIMITED past the limit. */
export function reserveXsltCheck(tenantId: string, now = Date.now()): void {
  let window = windows.get(tenantId);
  if (!window || now - window.startedAt >= XSLT_CHECK_WINDOW_MS) {
    window = { startedAt: now, count: 0 };
    windows.set(tenantId, window);
  }
  if (window.count >= XSLT_CHECKS_PER_WINDOW) {
    const retryAfterSeconds = Math.ceil((window.startedAt + XSLT_CHECK_WINDOW_MS - now) / 1000);
    throw new AppError('RATE_LIMITED', {
      reason: 'xsltUploads',
      retryAfterSeconds: Math.max(1, retryAfterSeconds),
    });
  }
  window.count += 1;
}
