import type { SeededRandom } from './random';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const MAX_COUNTER = 0xfff;

function hex(value: number, bytes: number): string {
  let out = '';
  for (let shift = (bytes - 1) * 8; shift >= 0; shift -= 8) out += HEX[(value >>> shift) & 0xff];
  return out;
}

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
  next(ms: number): string {
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
    const high = Math.floor(this.ms / 0x10000);
    const random1 = this.rand.uint32();
    const random2 = this.rand.uint32();
    return (
      hex(high, 4) +
      '-' +
      hex(this.ms % 0x10000, 2) +
      '-' +
      hex(0x7000 | this.counter, 2) +
      '-' +
      hex(0x8000 | (random1 >>> 18), 2) +
      '-' +
      hex(random1 & 0xffff, 2) +
      hex(random2, 4)
    );
  }
}
