/** A uniform random number in [0, 1), e.g. from a seeded PRNG. */
export type TRandomSource = () => number;

export const PLACEHOLDER_TCKN = '11111111111';

const VKN_PATTERN = /^\d{10}$/;
const TCKN_PATTERN = /^[1-9]\d{10}$/;

function digitsOf(value: string): number[] {
  return Array.from(value, (c) => c.charCodeAt(0) - 48);
}

function vknCheckDigit(first9: readonly number[]): number {
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const t = ((first9[i - 1] ?? 0) + 10 - i) % 10;
    sum += t === 9 ? 9 : (t * 2 ** (10 - i)) % 9;
  }
  return (10 - (sum % 10)) % 10;
}

function tcknCheckDigits(first9: readonly number[]): [number, number] {
  const d = (i: number): number => first9[i] ?? 0;
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (odd + even + d10) % 10;
  return [d10, d11];
}

/** Vergi Kimlik Numarası: 10 digits, leading zero allowed, GİB's checksum (domain.md). */
export function isValidVkn(value: string): boolean {
  if (!VKN_PATTERN.test(value)) return false;
  const digits = digitsOf(value);
  return vknCheckDigit(digits.slice(0, 9)) === digits[9];
}

/** T.C. Kimlik Numarası: 11 digits, first not 0, two check digits (domain.md). */
export function isValidTckn(value: string): boolean {
  if (!TCKN_PATTERN.test(value)) return false;
  const digits = digitsOf(value);
  const [d10, d11] = tcknCheckDigits(digits.slice(0, 9));
  return d10 === digits[9] && d11 === digits[10];
}

export type TTaxNoOptions = {
  /** Accept 11111111111, the conventional TCKN of a consumer who gave none. */
  allowPlaceholder?: boolean;
};

/** 10 digits are checked as a VKN, 11 as a TCKN; anything else is invalid. */
export function isValidTaxNo(value: string, options: TTaxNoOptions = {}): boolean {
  if (value.length === 10) return isValidVkn(value);
  if (value.length !== 11) return false;
  if (value === PLACEHOLDER_TCKN) return options.allowPlaceholder === true;
  return isValidTckn(value);
}

function randomDigit(rand: TRandomSource, min = 0): number {
  return min + Math.floor(rand() * (10 - min));
}

export function makeVkn(rand: TRandomSource): string {
  const first9 = Array.from({ length: 9 }, () => randomDigit(rand));
  return first9.join('') + String(vknCheckDigit(first9));
}

export function makeTckn(rand: TRandomSource): string {
  for (;;) {
    const first9 = [randomDigit(rand, 1), ...Array.from({ length: 8 }, () => randomDigit(rand))];
    const value = first9.join('') + tcknCheckDigits(first9).join('');
    // The placeholder has valid-looking digits but must never be handed out as a real person.
    if (value !== PLACEHOLDER_TCKN) return value;
  }
}
