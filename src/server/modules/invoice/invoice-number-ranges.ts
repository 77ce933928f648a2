/**
 * Which invoice numbers can contain a searched part, as ranges of whole numbers: the candidates a
 * number-part search looks up in the number index instead of reading every number of the date
 * range. A number is prefix (3) + year (4) + a 9-digit sequence (numbering.ts; the documents
 * table's check constraint holds every stored number to that form), and each sequence is issued
 * in order, so the numbers a date range can hold lie between the first and the last one issued
 * on its days (document_number_days). No number outside the ranges can match.
 */

/** One sequence (one series in one year) in a date range: its head and its lowest/highest number. */
export type TNumberSpan = { head: string; first: number; last: number };

/** Numbers `from`..`to` (inclusive, whole 16-character numbers) and how many they are. */
export type TNumberRange = { from: string; to: string; size: number };

export const HEAD_LENGTH = 7;
const SEQUENCE_DIGITS = 9;
export const INVOICE_NO_LENGTH = HEAD_LENGTH + SEQUENCE_DIGITS;
/** Every character an invoice number may hold (the documents table checks it). */
export const INVOICE_NO_CHARACTERS = /^[A-Z0-9]+$/;
const DIGITS = /^[0-9]+$/;

type TInterval = [number, number];

function numberOf(head: string, sequence: number): string {
  return `${head}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * Where `part` may sit in a number: at `at`, covering `headPart` of the head there and the
 * sequence digits `digits` from sequence position `start` on (empty when it ends in the head).
 * Placements whose sequence part is not all digits cannot match and are left out.
 */
type TPlacement = { at: number; headPart: string; digits: string; start: number };

function placementsOf(part: string): TPlacement[] {
  const placements: TPlacement[] = [];
  for (let at = 0; at + part.length <= INVOICE_NO_LENGTH; at += 1) {
    const inHead = Math.max(0, Math.min(part.length, HEAD_LENGTH - at));
    const digits = part.slice(inHead);
    if (digits !== '' && !DIGITS.test(digits)) continue;
    const start = Math.max(at, HEAD_LENGTH) - HEAD_LENGTH;
    placements.push({ at, headPart: part.slice(0, inHead), digits, start });
  }
  return placements;
}

/**
 * The sequences in [first, last] whose digits hold `digits` from sequence position `start` on:
 * one interval per value of the digits before them. Undefined once more than `budget` intervals.
 */
function digitIntervals(
  span: TNumberSpan,
  digits: string,
  start: number,
  budget: number,
): TInterval[] | undefined {
  const unit = 10 ** (SEQUENCE_DIGITS - start - digits.length);
  const period = 10 ** (SEQUENCE_DIGITS - start);
  const offset = Number(digits) * unit;
  const firstHigh = Math.max(0, Math.ceil((span.first - offset - unit + 1) / period));
  const lastHigh = Math.floor((span.last - offset) / period);
  if (lastHigh - firstHigh + 1 > budget) return undefined;
  const intervals: TInterval[] = [];
  for (let high = firstHigh; high <= lastHigh; high += 1) {
    const from = Math.max(span.first, high * period + offset);
    const to = Math.min(span.last, high * period + offset + unit - 1);
    if (from <= to) intervals.push([from, to]);
  }
  return intervals;
}

/** Sorted, overlapping or touching intervals joined. */
function merged(intervals: TInterval[]): TInterval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: TInterval[] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Sequences of one span that hold the part somewhere in their whole number. */
function spanIntervals(
  span: TNumberSpan,
  placements: TPlacement[],
  budget: number,
): TInterval[] | undefined {
  const found: TInterval[] = [];
  for (const { at, headPart, digits, start } of placements) {
    if (!span.head.startsWith(headPart, at)) continue;
    if (digits === '') return [[span.first, span.last]];
    const intervals = digitIntervals(span, digits, start, budget - found.length);
    if (!intervals) return undefined;
    found.push(...intervals);
  }
  return merged(found);
}

/**
 * The ranges of numbers that can contain `part` (upper case) within the spans, or undefined when
 * they are more than `maxRanges` (the caller then searches without them). An empty list means no
 * number can match. Spans of one head (the same prefix in two stores) share their numbers, so
 * their ranges are joined: no number is looked up twice.
 */
export function numberRanges(
  part: string,
  spans: TNumberSpan[],
  maxRanges: number,
): TNumberRange[] | undefined {
  if (part.length > INVOICE_NO_LENGTH || !INVOICE_NO_CHARACTERS.test(part)) return [];
  const placements = placementsOf(part);
  const byHead = new Map<string, TInterval[]>();
  let found = 0;
  for (const span of spans) {
    const intervals = spanIntervals(span, placements, maxRanges - found);
    if (!intervals) return undefined;
    found += intervals.length;
    if (found > maxRanges) return undefined;
    byHead.set(span.head, [...(byHead.get(span.head) ?? []), ...intervals]);
  }
  return [...byHead].flatMap(([head, intervals]) =>
    merged(intervals).map(([from, to]) => ({
      from: numberOf(head, from),
      to: numberOf(head, to),
      size: to - from + 1,
    })),
  );
}

/**
 * Costs in index entries read, measured on the list bench's database (as the app role, plans
 * with EXPLAIN ANALYZE): a range costs a rescan and a descent of the number index, about as
 * much as reading 40 entries (432 ranges of `42`: 10.9 ms; the month's walk 0.55 µs an entry);
 * a candidate whose row must be read too (a filter or sort the index does not hold) about 15
 * (`AA1` sorted by amount: 7.8 µs a candidate, 0.47 µs from the index alone).
 */
const RANGE_COST = 40;
const ROW_COST = 15;

/**
 * Whether looking the ranges up is cheaper than walking the date range: the walk reads the range's
 * entries until its count stops at `countCap` matches; the lookup reads every candidate once (the
 * page is sorted from them) plus a descent per range.
 */
export function rangesPay(
  ranges: TNumberRange[],
  spans: TNumberSpan[],
  opts: { countCap: number; readsRows: boolean },
): boolean {
  const numbers = ranges.reduce((sum, r) => sum + r.size, 0);
  const inDates = spans.reduce((sum, s) => sum + s.last - s.first + 1, 0);
  const walk = inDates * Math.min(1, opts.countCap / Math.max(1, numbers));
  const lookUp = numbers * (opts.readsRows ? ROW_COST : 1) + ranges.length * RANGE_COST;
  return lookUp <= walk;
}
