import { DAY_MS } from '../format/istanbul-time';

/** Issue 11: the screen warns this many days before the signing certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type TCertificateExpiryState = 'valid' | 'expiring' | 'expired';

export type TCertificateExpiry = {
  state: TCertificateExpiryState;
  /** Whole days until `notAfter`, rounded up; 0 or less once it has passed. */
  daysLeft: number;
};

/**
 * Where a certificate stands at `now`: expired once `notAfter` has passed, expiring when it ends
 * within CERTIFICATE_WARNING_DAYS, valid otherwise.
 */
export function certificateExpiry(notAfter: string | Date, now: Date): TCertificateExpiry {
  const remainingMs = new Date(notAfter).getTime() - now.getTime();
  const daysLeft = Math.ceil(remainingMs / DAY_MS);
  if (remainingMs <= 0) return { state: 'expired', daysLeft };
  if (remainingMs <= CERTIFICATE_WARNING_DAYS * DAY_MS) return { state: 'expiring', daysLeft };
  return { state: 'valid', daysLeft };
}
