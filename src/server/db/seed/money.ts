// Money is integer kuruş (minor units) here; COPY writes it as numeric (copy-binary.ts).

/** `amount × percent / 100`, rounded half away from zero like SQL `round(x, 2)` for positives. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}

/** Line net of a quantity in thousandths times a unit price in kuruş. */
export function lineAmount(quantityMilli: number, unitPriceMinor: number): number {
  return Math.round((quantityMilli * unitPriceMinor) / 1000);
}
