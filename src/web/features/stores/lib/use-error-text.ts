import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizedServerMessage } from '../../../lib/error-message';

/** Schema messages are i18n keys; server messages come as "Türkçe / English". */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (i18n.exists(message)) return t(message as ParseKeys);
    return localizedServerMessage(message, i18n.language);
  };
}
