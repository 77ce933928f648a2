import type { TUuidWords } from './uuid-words';

// PostgreSQL's binary COPY format (protocol docs, "COPY ... BINARY"): a signature, then per row an
// int16 field count and per field an int32 byte length (-1 for null) and the type's send format.
// The server then only checks the values instead of parsing text: half the CPU of a text COPY.

export const COPY_BINARY_HEADER = Buffer.from([
  ...Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  ...[0, 0, 0, 0], // flags
  ...[0, 0, 0, 0], // header extension length
]);
export const COPY_BINARY_TRAILER = Buffer.from([0xff, 0xff]);

const CHUNK_BYTES = 1 << 20;
const TWO_32 = 4294967296;
// PostgreSQL's date and timestamp epoch is 2000-01-01 UTC.
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const PG_EPOCH_DAY = PG_EPOCH_MS / 86_400_000;
const NUMERIC_NEGATIVE = 0x4000;
const POW10 = [1, 10, 100, 1000, 10000];

// Store, product, cashier and status names repeat on millions of rows; most have Turkish letters,
// which the ASCII loop cannot write: their UTF-8 bytes are kept (short texts only, a bounded set).
const CACHED_TEXT_LENGTH = 80;
const CACHED_TEXTS = 50_000;
const ENCODED = new Map<string, Buffer>();

const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) NIBBLE[48 + i] = i;
for (let i = 0; i < 6; i++) NIBBLE[97 + i] = NIBBLE[65 + i] = 10 + i;
// Where each byte's two hex digits start in 8-4-4-4-12 text.
const HEX_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
// Tenant, store and device ids come as text and repeat on every row: parsed once (a bounded set).
const PARSED_UUIDS = 100_000;
const UUID_BYTES = new Map<string, Uint8Array>();

/** The 16 bytes of a UUID in text form; throws on anything else. */
function parseUuid(text: string): Uint8Array {
  const out = new Uint8Array(16);
  let bad = text.length !== 36;
  for (let i = 0; i < 16; i++) {
    const from = HEX_AT[i] ?? 0;
    const high = NIBBLE[text.charCodeAt(from)] ?? -1;
    const low = NIBBLE[text.charCodeAt(from + 1)] ?? -1;
    bad ||= (high | low) < 0;
    out[i] = (high << 4) | low;
  }
  if (bad) throw new TypeError(`not a UUID: ${text}`);
  return out;
}

function uuidBytes(text: string): Uint8Array {
  let bytes = UUID_BYTES.get(text);
  if (!bytes) {
    bytes = parseUuid(text);
    if (UUID_BYTES.size < PARSED_UUIDS) UUID_BYTES.set(text, bytes);
  }
  return bytes;
}

/**
 * Appends rows in the binary COPY format to 1 MB chunks. Values are written straight into the
 * buffer: no per-value string is built, so the garbage collector has nothing to walk.
 */
export class CopyWriter {
  // Chunks handed back after streaming: the next batch writes into them instead of allocating
  // (a 10M-document seed writes ~17 GB; fresh buffers would keep the garbage collector busy).
  private readonly spare: Buffer[] = [];
  private buf = this.nextChunk(0);
  private pos = 0;
  private chunks: Buffer[] = [];

  /** The bytes written so far, as chunks; the writer starts over empty. */
  take(): Buffer[] {
    if (this.pos > 0) this.chunks.push(this.buf.subarray(0, this.pos));
    const out = this.chunks;
    this.chunks = [];
    this.buf = this.nextChunk(0);
    this.pos = 0;
    return out;
  }

  /** Gives chunks from take() back once they are sent; the writer reuses them. */
  recycle(chunks: readonly Buffer[]): void {
    for (const chunk of chunks) {
      const whole = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.buffer.byteLength);
      if (whole.length === CHUNK_BYTES) this.spare.push(whole);
    }
  }

  private nextChunk(bytes: number): Buffer {
    if (bytes <= CHUNK_BYTES) return this.spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    return Buffer.allocUnsafeSlow(bytes);
  }

  private room(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    if (this.pos > 0) this.chunks.push(this.buf.subarray(0, this.pos));
    this.buf = this.nextChunk(bytes);
    this.pos = 0;
  }

  // Typed-array stores keep the low 8 bits: no masking needed.
  private i16(value: number): void {
    const buf = this.buf;
    const at = this.pos;
    buf[at] = value >>> 8;
    buf[at + 1] = value;
    this.pos = at + 2;
  }

  private i32(value: number): void {
    const buf = this.buf;
    const at = this.pos;
    buf[at] = value >>> 24;
    buf[at + 1] = value >>> 16;
    buf[at + 2] = value >>> 8;
    buf[at + 3] = value;
    this.pos = at + 4;
  }

  /** A safe integer as int64 (two's complement). */
  private i64(value: number): void {
    const high = Math.floor(value / TWO_32);
    this.i32(high | 0);
    this.i32(value - high * TWO_32);
  }

  row(fields: number): void {
    this.room(2);
    this.i16(fields);
  }

  null(): void {
    this.room(4);
    this.i32(-1);
  }

  int2(value: number): void {
    this.room(6);
    this.i32(2);
    this.i16(value);
  }

  int4(value: number): void {
    this.room(8);
    this.i32(4);
    this.i32(value);
  }

  bool(value: boolean): void {
    this.room(5);
    this.i32(1);
    this.buf[this.pos++] = value ? 1 : 0;
  }

  /** A UUID, given as words or in its 36-character text form. */
  uuid(id: string | TUuidWords): void {
    this.room(20);
    this.i32(16);
    if (typeof id === 'string') {
      this.buf.set(uuidBytes(id), this.pos);
      this.pos += 16;
    } else {
      this.i32(id.w0);
      this.i32(id.w1);
      this.i32(id.w2);
      this.i32(id.w3);
    }
  }

  /** text and char(n): UTF-8 bytes. */
  text(value: string): void {
    // A UTF-16 unit never takes more than 3 UTF-8 bytes.
    this.room(4 + value.length * 3);
    const bytes = this.utf8(value, this.pos + 4);
    this.i32(bytes);
    this.pos += bytes;
  }

  /** jsonb: a format version byte, then the JSON text. */
  jsonb(json: string): void {
    this.room(5 + json.length * 3);
    const bytes = this.utf8(json, this.pos + 5);
    this.i32(bytes + 1);
    this.buf[this.pos++] = 1;
    this.pos += bytes;
  }

  /** Writes the string at `at`, returning its byte length; ASCII (most values) without a native call. */
  private utf8(value: string, at: number): number {
    const buf = this.buf;
    const n = value.length;
    for (let i = 0; i < n; i++) {
      const c = value.charCodeAt(i);
      if (c < 0x80) {
        buf[at + i] = c;
        continue;
      }
      if (n > CACHED_TEXT_LENGTH) return buf.write(value, at, 'utf8');
      let bytes = ENCODED.get(value);
      if (!bytes) {
        bytes = Buffer.from(value, 'utf8');
        if (ENCODED.size < CACHED_TEXTS) ENCODED.set(value, bytes);
      }
      buf.set(bytes, at);
      return bytes.length;
    }
    return n;
  }

  /** A date given as days since 1970-01-01. */
  date(epochDay: number): void {
    this.room(8);
    this.i32(4);
    this.i32(epochDay - PG_EPOCH_DAY);
  }

  /** A time of day given in seconds after midnight. */
  time(second: number): void {
    this.room(12);
    this.i32(8);
    this.i64(second * 1_000_000);
  }

  /** A timestamptz given as epoch milliseconds. */
  timestamptz(ms: number): void {
    this.room(12);
    this.i32(8);
    this.i64((ms - PG_EPOCH_MS) * 1000);
  }

  /**
   * numeric: `units` is the value times 10^scale (scale ≤ 4, e.g. kuruş with scale 2), written
   * in base-10000 digits with `displayScale` decimals.
   */
  numeric(units: number, scale: number, displayScale: number): void {
    if (!Number.isSafeInteger(units) || scale < 0 || scale > 4)
      throw new RangeError(`numeric out of range: ${units} / 10^${scale}`);
    const magnitude = Math.abs(units);
    const pow = POW10[scale] ?? 1;
    let whole = Math.floor(magnitude / pow);
    const fraction = (magnitude - whole * pow) * ((POW10[4] ?? 1) / pow);
    // At most 4 whole base-10000 digits: 10^16 is beyond any safe integer's whole part here.
    const digits = [0, 0, 0, 0];
    let count = 0;
    while (whole > 0) {
      digits[count++] = whole % 10000;
      whole = Math.floor(whole / 10000);
    }
    const ndigits = count + (fraction > 0 ? 1 : 0);
    this.room(12 + 2 * ndigits);
    this.i32(8 + 2 * ndigits);
    this.i16(ndigits);
    this.i16(count > 0 ? count - 1 : fraction > 0 ? -1 : 0);
    this.i16(units < 0 ? NUMERIC_NEGATIVE : 0);
    this.i16(displayScale);
    for (let i = count - 1; i >= 0; i--) this.i16(digits[i] ?? 0);
    if (fraction > 0) this.i16(fraction);
  }
}
