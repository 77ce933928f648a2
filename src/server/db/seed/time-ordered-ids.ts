import type { SeededRandom } from './random';
import type { TUuidWords } from './uuid-words';

const MAX_COUNTER = 0xfff;

/**
 * UUIDs in RFC 9562's version-7 layout: 48 bits of Unix milliseconds, a 12-bit counter for the ids
 * of one millisecond, 62 random bits from the seed's stream. Each one is greater than the one
 * before, so rows COPYed in the order their ids were made are already in the order of every index
 * that starts with (tenant_id, that id): the index build's sort finds its input sorted and only
 * checks it, instead of sorting millions of random keys.
 */
export class TimeOrderedIds {
  private ms = -1;
  private counter = 0;

  constructor(private readonly rand: SeededRandom) {}

  /** An id for a row made at `ms`; never smaller than the previous one, even if `ms` is. */
  next(ms: number): TUuidWords {
    if (ms > this.ms) {
      this.ms = ms;
      this.counter = 0;
    } else if (this.counter < MAX_COUNTER) {
      this.counter += 1;
    } else {
      // RFC 9562 §6.2: a full counter moves on to the next millisecond.
      this.ms += 1;
      this.counter = 0;
    }
    const random = this.rand.uint32();
    return {
      w0: Math.floor(this.ms / 0x10000) | 0,
      w1: ((this.ms % 0x10000) << 16) | 0x7000 | this.counter | 0,
      w2: 0x80000000 | (random >>> 2) | 0,
      w3: this.rand.uint32() | 0,
    };
  }
}
