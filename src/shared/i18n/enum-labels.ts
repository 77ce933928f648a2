/**
 * An enumeration's labels by code (`{ 1: 'E-Fatura', … }`) from its i18n labels by key and its
 * named codes (shared/domain/enums.ts), for code that has only the codes at hand.
 */
export function labelsByCode(
  labels: Readonly<Record<string, string>>,
  codes: Readonly<Record<string, number>>,
): Record<number, string> {
  return Object.fromEntries(Object.entries(codes).map(([key, code]) => [code, labels[key] ?? '']));
}
