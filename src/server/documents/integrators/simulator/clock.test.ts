import { describe, expect, it } from 'vitest';
import { SimulatorClock } from './clock';

describe('SimulatorClock', () => {
  it('runs real time times the speed factor, plus what was skipped', () => {
    let real = 1_000;
    const clock = new SimulatorClock({
      speed: 60,
      start: new Date('2026-11-22T10:00:00Z'),
      realNow: () => real,
    });
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-11-22T10:01:00.000Z');
    clock.setSpeed(1);
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-11-22T10:01:01.000Z');
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-11-30T10:01:01.000Z');
  });

  it('refuses a speed that is not positive and time travel backwards', () => {
    const clock = new SimulatorClock();
    expect(() => clock.setSpeed(0)).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
