import { Input, PinInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TOtpCodeInputProps = { value: string; onChange: (value: string) => void; error?: string };

/** Six digit boxes for a one-time code, filled by the phone's keyboard or a paste. */
export function OtpCodeInput({ value, onChange, error }: TOtpCodeInputProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('shell.otp.code')} error={error}>
      <PinInput
        mt={6}
        length={6}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-label={t('shell.otp.code')}
        data-testid="otp-code"
      />
    </Input.Wrapper>
  );
}
