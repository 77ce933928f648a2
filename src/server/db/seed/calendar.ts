import { DAY_MS, istanbulOffsetMinutes, istanbulParts } from '../../../shared/format/istanbul-time';
import { SeededRandom, weightedPicker } from './random';

export type TSeedDay = {
  /** yyyy-MM-dd in Europe/Istanbul. */
  date: string;
  year: number;
  /** Days since 1970-01-01 of this local date. */
  epochDay: number;
  /** Midnight of this local day as epoch ms. */
  startMs: number;
  weight: number;
  /** Seconds after local midnight that may be used (today stops at the current time). */
  maxSecond: number;
};

function localParts(ms: number): { y: number; m: number; d: number; seconds: number } {
  const p = istanbulParts(ms);
  if (!p) throw new RangeError('Invalid date');
  return { y: p.year, m: p.month, d: p.day, seconds: p.hour * 3600 + p.minute * 60 + p.second };
}

const WEEKDAY_FACTOR = [0.8, 0.95, 0.95, 1, 1, 1.1, 1.25];
const MONTH_FACTOR = [0.9, 0.88, 0.95, 1, 1.02, 1.05, 1.12, 1.12, 1, 0.98, 1, 1.18];

/**
 * The 13 months ending today (local dates), one entry per day, with a weight that mimics a
 * growing business: weekends and December busier, about 30 % more trade at the end than at the start.
 * The day-to-day noise comes from `stream`: each tenant has its own.
 */
export function buildCalendar(now: Date, seed: number, stream: string): TSeedDay[] {
  const rand = new SeededRandom(seed, stream);
  const today = localParts(now.getTime());
  const first = Date.UTC(today.y, today.m - 1 - 13, today.d + 1);
  const last = Date.UTC(today.y, today.m - 1, today.d);
  const count = Math.round((last - first) / DAY_MS) + 1;
  const days: TSeedDay[] = [];
  for (let i = 0; i < count; i++) {
    const utcMidnight = first + i * DAY_MS;
    const date = new Date(utcMidnight);
    // Offset at local noon: Türkiye has kept one offset all year since 2016, but do not assume it.
    const offset = istanbulOffsetMinutes(utcMidnight + 12 * 3600_000);
    const isToday = i === count - 1;
    const growth = 0.77 + (0.23 * i) / Math.max(1, count - 1);
    const noise = 0.9 + rand.next() * 0.2;
    const weight =
      (WEEKDAY_FACTOR[date.getUTCDay()] ?? 1) *
      (MONTH_FACTOR[date.getUTCMonth()] ?? 1) *
      growth *
      noise;
    const maxSecond = isToday ? today.seconds : 86_399;
    days.push({
      date: date.toISOString().slice(0, 10),
      year: date.getUTCFullYear(),
      epochDay: utcMidnight / DAY_MS,
      startMs: utcMidnight - offset * 60_000,
      weight: weight * dayShareBefore(maxSecond),
      maxSecond,
    });
  }
  return days;
}

const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [7, 2],
  [8, 4],
  [9, 5],
  [10, 6],
  [11, 7],
  [12, 9],
  [13, 9],
  [14, 7],
  [15, 6],
  [16, 6],
  [17, 7],
  [18, 9],
  [19, 9],
  [20, 7],
  [21, 5],
  [22, 3],
  [23, 1],
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((s, [, w]) => s + w, 0);
const pickHour = weightedPicker(HOUR_WEIGHTS);

/** Share of a day's trade that happens before a second of the day. */
function dayShareBefore(second: number): number {
  let share = 0;
  for (const [hour, weight] of HOUR_WEIGHTS) {
    const from = hour * 3600;
    share += (weight / HOUR_TOTAL) * Math.min(1, Math.max(0, (second - from) / 3600));
  }
  return share;
}

/** Splits `total` in proportion to the weights; the parts add up to exactly `total`. */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  let running = 0;
  let assigned = 0;
  return weights.map((weight) => {
    running += weight;
    const upTo = sum === 0 ? 0 : Math.round((total * running) / sum);
    const n = upTo - assigned;
    assigned = upTo;
    return n;
  });
}

/** Sorted seconds-of-day for `count` sales in business hours, never past `maxSecond`. */
export function saleSeconds(rand: SeededRandom, count: number, maxSecond: number): Int32Array {
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    let s: number;
    do s = pickHour(rand) * 3600 + Math.floor(rand.next() * 3600);
    while (s > maxSecond);
    out[i] = s;
  }
  return out.sort();
}

export function formatTime(second: number): string {
  const h = Math.floor(second / 3600);
  const m = Math.floor((second % 3600) / 60);
  const s = second % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}`;
}
