import type { TRandomSource } from '../../../shared/domain/tax-id';
import { uuidText, type TUuidWords } from './uuid-words';

function hashLabel(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * sfc32: fast, 128-bit state (no short cycles over the hundreds of millions of draws a
 * 10M-document seed makes). Each named stream is independent, so the organisation data
 * stays the same whatever number of documents is asked for.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  readonly next: TRandomSource;

  constructor(seed: number, stream = '') {
    const init = splitmix32(hashLabel(seed >>> 0, stream));
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init() | 1;
    this.next = () => this.uint32() / 4294967296;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Digits as a string of the given length (leading zeros kept). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }

  /** A version-4 UUID built from this stream, so ids repeat with the seed. */
  uuid(): string {
    return uuidText(this.uuidWords());
  }

  /** The same version-4 UUID as words (uuid-words.ts), for rows that only COPY writes. */
  uuidWords(): TUuidWords {
    const w0 = this.uint32();
    const w1 = this.uint32();
    const w2 = this.uint32();
    const w3 = this.uint32();
    const version = ((w1 >>> 8) & 0x0f) | 0x40;
    const variant = ((w2 >>> 24) & 0x3f) | 0x80;
    return {
      w0: w0 | 0,
      w1: (w1 & 0xffff0000) | (version << 8) | (w1 & 0xff),
      w2: (variant << 24) | (w2 & 0xffffff),
      w3: w3 | 0,
    };
  }
}

export type TWeighted<T> = readonly (readonly [T, number])[];

/** Precomputes the cumulative table once: picking is then a short scan, no allocation. */
export function weightedPicker<T>(entries: TWeighted<T>): (rand: SeededRandom) => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  const table = entries.map(([value, weight]) => ({ value, upTo: (running += weight / total) }));
  const last = table[table.length - 1];
  if (last === undefined) throw new Error('weightedPicker needs at least one entry');
  return (rand) => {
    const r = rand.next();
    for (const entry of table) if (r < entry.upTo) return entry.value;
    return last.value;
  };
}
