import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../format/istanbul-time';
import { CERTIFICATE_WARNING_DAYS, certificateExpiry } from './certificate-expiry';

const NOW = new Date('2026-11-23T12:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('certificateExpiry', () => {
  it('warns 30 days ahead', () => {
    expect(CERTIFICATE_WARNING_DAYS).toBe(30);
  });

  it('is valid while more than 30 days are left', () => {
    expect(certificateExpiry(after(31 * DAY_MS), NOW)).toEqual({ state: 'valid', daysLeft: 31 });
    expect(certificateExpiry(after(30 * DAY_MS + 1), NOW).state).toBe('valid');
    expect(certificateExpiry(after(5 * 365 * DAY_MS), NOW).state).toBe('valid');
  });

  it('is expiring from 30 days before the end', () => {
    expect(certificateExpiry(after(30 * DAY_MS), NOW)).toEqual({ state: 'expiring', daysLeft: 30 });
    expect(certificateExpiry(after(10 * DAY_MS), NOW)).toEqual({ state: 'expiring', daysLeft: 10 });
    expect(certificateExpiry(after(1), NOW)).toEqual({ state: 'expiring', daysLeft: 1 });
  });

  it('is expired once the end has passed', () => {
    expect(certificateExpiry(after(0), NOW).state).toBe('expired');
    expect(certificateExpiry(after(-DAY_MS), NOW)).toEqual({ state: 'expired', daysLeft: -1 });
  });

  it('takes a Date as well as an ISO string', () => {
    expect(certificateExpiry(new Date(after(10 * DAY_MS)), NOW).daysLeft).toBe(10);
  });
});
