import type { TTranslationKey } from './types';

/** A schema's message is an i18n key; naming it through here makes a typo fail the type check. */
export function messageKey<K extends TTranslationKey>(key: K): K {
  return key;
}
