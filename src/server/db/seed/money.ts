// Money is integer kuruş (minor units) here and becomes a decimal string only when written.

/** 123456 → "1234.56"; negative amounts keep their sign. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const rest = abs % 100;
  return `${sign}${Math.floor(abs / 100)}.${rest < 10 ? '0' : ''}${rest}`;
}

/** A price in kuruş as numeric(18,4) text: 1990 → "19.9000". */
export function formatUnitPrice(minor: number): string {
  return `${formatMinor(minor)}00`;
}

/** Thousandths as numeric(18,3) text: 1250 → "1.250". */
export function formatQuantity(milli: number): string {
  const rest = milli % 1000;
  return `${Math.floor(milli / 1000)}.${rest < 10 ? '00' : rest < 100 ? '0' : ''}${rest}`;
}

/** `amount × percent / 100`, rounded half away from zero like SQL `round(x, 2)` for positives. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}

/** Line net of a quantity in thousandths times a unit price in kuruş. */
export function lineAmount(quantityMilli: number, unitPriceMinor: number): number {
  return Math.round((quantityMilli * unitPriceMinor) / 1000);
}
