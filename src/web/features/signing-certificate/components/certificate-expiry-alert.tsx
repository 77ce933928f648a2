import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { certificateExpiry } from '../../../../shared/signing/certificate-expiry';
import { IconAlertCircle } from '../../../components/icons';
import { useFormat } from '../../../lib/use-format';

/** Yellow within the warning period before `notAfter`, red once it has passed, nothing before. */
export function CertificateExpiryAlert({ notAfter, now }: { notAfter: string; now: Date }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { state, daysLeft } = certificateExpiry(notAfter, now);
  if (state === 'valid') return null;
  const date = fmt.dottedDate(notAfter);
  const expired = state === 'expired';
  return (
    <Alert
      color={expired ? 'red' : 'yellow'}
      icon={<IconAlertCircle />}
      title={t(
        expired
          ? 'signingCertificate.expiry.expiredTitle'
          : 'signingCertificate.expiry.expiringTitle',
      )}
      role="alert"
      data-testid="certificate-expiry"
      data-state={state}
    >
      {expired
        ? t('signingCertificate.expiry.expired', { date })
        : t('signingCertificate.expiry.expiring', { date, days: daysLeft })}
    </Alert>
  );
}
