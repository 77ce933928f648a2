import { describe, expect, it } from 'vitest';
import { takeReportSlot } from './report-slots';

describe('report slots', () => {
  it('runs one report per tenant and two per process, and frees a slot once', () => {
    const a = takeReportSlot('tenant-a');
    expect(a).not.toBeNull();
    expect(takeReportSlot('tenant-a')).toBeNull();
    const b = takeReportSlot('tenant-b');
    expect(b).not.toBeNull();
    expect(takeReportSlot('tenant-c')).toBeNull();
    a?.();
    a?.();
    const c = takeReportSlot('tenant-c');
    expect(c).not.toBeNull();
    expect(takeReportSlot('tenant-a')).toBeNull();
    b?.();
    c?.();
    expect(takeReportSlot('tenant-a')).not.toBeNull();
  });
});
