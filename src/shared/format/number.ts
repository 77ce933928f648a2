const integerFormatter = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** Counts and other whole numbers in tr-TR style: 12345 → '12.345'. */
export function formatInteger(value: number | bigint): string {
  return integerFormatter.format(value);
}

/** tr-TR decimal number with a fixed range of fraction digits: 1234.5 → '1.234,5'. */
export function formatNumber(
  value: number | bigint,
  { minFractionDigits = 0, maxFractionDigits = 2 } = {},
): string {
  return new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: Math.max(minFractionDigits, maxFractionDigits),
  }).format(value);
}
