/**
 * The simulator's own time: real time multiplied by a speed factor, plus whatever tests or the
 * demo skip ahead. Every delay (status steps, client responses, the 8-day automatic acceptance,
 * the 48-hour no-reply rule) is measured on it, so nothing needs timers.
 */
export class SimulatorClock {
  private baseSim: number;
  private baseReal: number;
  private factor: number;
  private readonly realNow: () => number;

  constructor(opts: { speed?: number; start?: Date; realNow?: () => number } = {}) {
    this.realNow = opts.realNow ?? Date.now;
    this.baseReal = this.realNow();
    this.baseSim = opts.start?.getTime() ?? this.baseReal;
    this.factor = validSpeed(opts.speed ?? 1);
  }

  nowMs(): number {
    return this.baseSim + (this.realNow() - this.baseReal) * this.factor;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  get speed(): number {
    return this.factor;
  }

  setSpeed(factor: number): void {
    this.rebase();
    this.factor = validSpeed(factor);
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('The simulator clock only moves forward');
    this.rebase();
    this.baseSim += ms;
  }

  private rebase(): void {
    const real = this.realNow();
    this.baseSim += (real - this.baseReal) * this.factor;
    this.baseReal = real;
  }
}

function validSpeed(factor: number): number {
  if (!(factor > 0) || !Number.isFinite(factor)) {
    throw new RangeError(`Clock speed must be a positive number, got ${factor}`);
  }
  return factor;
}
