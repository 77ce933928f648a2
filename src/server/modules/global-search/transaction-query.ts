const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What can begin an invoice number (domain.md: 3-character series prefix, 4-digit year, 9-digit
// sequence): part of a prefix, or a whole prefix and the first digits after it.
const NUMBER_START = /^(?:[A-Z0-9]{1,3}|[A-Z0-9]{3}\d{1,13})$/;
const DIGITS = /^\d{1,13}$/;
const SEQUENCE_DIGITS = 9;

/** A number's beginning: the series prefixes it may belong to, and the range of numbers it opens. */
export type TNumberStart = {
  /** The typed text itself: the numbers it begins lie in [text, after). */
  text: string;
  after: string;
  /** The series prefixes it fits: [prefixFrom, prefixAfter). */
  prefixFrom: string;
  prefixAfter: string;
};

/** Digits read as a number's end: the 9-digit sequence, and the year's last digits before it. */
export type TSequenceEnd = { sequence: number; padded: string; years: number[] };

/**
 * How the global search looks for documents (spec §2 "transaction" results): by ETTN, by the
 * beginning of an invoice number, or by its end (the sequence number, in the given years). Only
 * shapes an index answers; a text that can be neither (a store name) searches no document.
 */
export type TTransactionQuery =
  | { kind: 'ettn'; ettn: string }
  | { kind: 'number'; start: TNumberStart | null; end: TSequenceEnd | null }
  | { kind: 'none' };

/** The string right after every string that begins with `text` (byte order, A–Z and 0–9 only). */
export function afterPrefix(text: string): string {
  return text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + 1);
}

function numberStart(text: string): TNumberStart | null {
  if (!NUMBER_START.test(text)) return null;
  const prefix = text.slice(0, 3);
  return { text, after: afterPrefix(text), prefixFrom: prefix, prefixAfter: afterPrefix(prefix) };
}

/**
 * Digits as the end of a number: up to 9 are the sequence (zero-padded, as the series prints it),
 * 10 to 13 also carry the year's last digits. Only the window's years can hold its documents.
 */
function sequenceEnd(text: string, windowYears: readonly number[]): TSequenceEnd | null {
  if (!DIGITS.test(text)) return null;
  const padded = text.slice(-SEQUENCE_DIGITS).padStart(SEQUENCE_DIGITS, '0');
  const sequence = Number(padded);
  const yearEnd = text.slice(0, Math.max(0, text.length - SEQUENCE_DIGITS));
  const years = windowYears.filter((year) => String(year).endsWith(yearEnd));
  if (sequence < 1 || years.length === 0) return null;
  return { sequence, padded, years };
}

export function transactionQuery(
  searchText: string,
  windowYears: readonly number[],
): TTransactionQuery {
  const text = searchText.trim();
  if (UUID.test(text)) return { kind: 'ettn', ettn: text.toLowerCase() };
  // Codes are upper-cased without a locale (domain.md): ASCII letters only in numbers.
  const upper = text.toUpperCase();
  const start = numberStart(upper);
  const end = sequenceEnd(upper, windowYears);
  return start || end ? { kind: 'number', start, end } : { kind: 'none' };
}
