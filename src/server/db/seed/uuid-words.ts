const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A UUID as four 32-bit words, first byte first: COPY writes it as 16 bytes with no text form in
 * between (a seeded document has ~7 of them).
 */
export type TUuidWords = {
  readonly w0: number;
  readonly w1: number;
  readonly w2: number;
  readonly w3: number;
};

function hex32(word: number): string {
  return (
    (HEX[word >>> 24] ?? '') +
    (HEX[(word >>> 16) & 0xff] ?? '') +
    (HEX[(word >>> 8) & 0xff] ?? '') +
    (HEX[word & 0xff] ?? '')
  );
}

/** The 8-4-4-4-12 text form. */
export function uuidText(id: TUuidWords): string {
  const w1 = hex32(id.w1);
  const w2 = hex32(id.w2);
  return `${hex32(id.w0)}-${w1.slice(0, 4)}-${w1.slice(4)}-${w2.slice(0, 4)}-${w2.slice(4)}${hex32(id.w3)}`;
}
