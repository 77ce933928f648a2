export const LANGUAGES = ['tr', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Spec §9: default UI language tr, locale tr-TR. */
export const DEFAULT_LANGUAGE: TLanguage = 'tr';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
