import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtpDisable } from './otp-disable';
import { OtpEnrolment } from './otp-enrolment';

type TOtpModalProps = { opened: boolean; enabled: boolean; onClose: () => void };

/** One-time code settings from the profile menu (issue: enrolment with QR code + confirmation). */
export function OtpModal({ opened, enabled, onClose }: TOtpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shell.otp.title')}
      centered
      radius="md"
      size="md"
      data-testid="otp-modal"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {enabled ? <OtpDisable onDone={onClose} /> : <OtpEnrolment onDone={onClose} />}
    </Modal>
  );
}
