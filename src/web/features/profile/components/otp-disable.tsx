import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOtpCode } from '../../../../shared/auth/user';
import { IconCircleCheck } from '../../../components/icons';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useDisableOtp } from '../api/disable-otp';
import { OtpCodeInput } from './otp-code-input';

/** Turning one-time codes off needs a current code, so a stolen session cannot do it alone. */
export function OtpDisable({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableOtp();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    if (!ZOtpCode.safeParse(code).success) {
      setInvalid(true);
      return;
    }
    disable.mutate(
      { code },
      {
        onSuccess: () => {
          showSuccessToast({ message: t('shell.otp.disabledToast') });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCircleCheck />} title={t('shell.otp.enabledTitle')}>
        {t('shell.otp.enabledMessage')}
      </Alert>
      <Text fz="sm">{t('shell.otp.disableIntro')}</Text>
      <RequestErrorAlert title={t('shell.otp.failed')} error={disable.error} />
      <OtpCodeInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
        error={invalid ? t('validation.otpCodeInvalid') : undefined}
      />
      <Button color="red" variant="light" onClick={submit} loading={disable.isPending}>
        {t('shell.otp.disable')}
      </Button>
    </Stack>
  );
}
