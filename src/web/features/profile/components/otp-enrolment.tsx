import { Button, Code, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOtpCode } from '../../../../shared/auth/user';
import { CopyButton } from '../../../components/copy-button';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useConfirmOtp } from '../api/confirm-otp';
import { useSetupOtp } from '../api/setup-otp';
import { OtpCodeInput } from './otp-code-input';

/** Enrolment: start (new secret), scan the QR code, confirm with the first code. */
export function OtpEnrolment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useSetupOtp();
  const confirm = useConfirmOtp();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  if (!setup.data) {
    return (
      <Stack gap="md">
        <Text fz="sm">{t('shell.otp.startIntro')}</Text>
        <RequestErrorAlert title={t('shell.otp.failed')} error={setup.error} />
        <Button onClick={() => setup.mutate()} loading={setup.isPending} data-testid="otp-start">
          {t('shell.otp.start')}
        </Button>
      </Stack>
    );
  }

  const submit = () => {
    if (!ZOtpCode.safeParse(code).success) {
      setInvalid(true);
      return;
    }
    confirm.mutate(
      { code },
      {
        onSuccess: () => {
          showSuccessToast({ message: t('shell.otp.enabledToast') });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm">{t('shell.otp.intro')}</Text>
      <Paper withBorder radius="md" p="md" bg="var(--app-page-background)">
        <Group gap="lg" wrap="nowrap" align="center">
          <Image
            src={setup.data.qrDataUrl}
            alt={t('shell.otp.qrAlt')}
            w={148}
            h={148}
            radius="sm"
            bg="white"
          />
          <Stack gap={4} miw={0}>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
              {t('shell.otp.secretLabel')}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Code fz="xs" style={{ wordBreak: 'break-all' }} data-testid="otp-secret">
                {setup.data.secret}
              </Code>
              <CopyButton value={setup.data.secret} />
            </Group>
          </Stack>
        </Group>
      </Paper>
      <RequestErrorAlert title={t('shell.otp.failed')} error={confirm.error} />
      <OtpCodeInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
        error={invalid ? t('validation.otpCodeInvalid') : undefined}
      />
      <Button onClick={submit} loading={confirm.isPending} data-testid="otp-confirm">
        {t('shell.otp.confirm')}
      </Button>
    </Stack>
  );
}
