import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlertCircle } from './icons';
import { errorMessage } from '../lib/error-message';

/** The failed request's message (the server's own text when it sent one) in a red alert. */
export function RequestErrorAlert({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle />} role="alert">
      {errorMessage(error, t)}
    </Alert>
  );
}
