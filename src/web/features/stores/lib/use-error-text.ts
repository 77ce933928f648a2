import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error';

/** Schema messages are i18n keys; the server's field issues arrive already translated. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => fieldErrorText(message, t);
}
