import { Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useRegistrationTranslation } from '../lib/registration-i18n';

type TConfirmProps = { registrationId: string; code: string };

/**
 * Asks before confirming: a mail scanner that opens the link creates nothing. Confirmed, the
 * owner is signed in and goes on to choose a plan.
 */
export function ConfirmRegistrationPanel({ registrationId, code }: TConfirmProps) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmRegistration();
  const submit = () =>
    confirm.mutate(
      { registrationId, code },
      { onSuccess: () => void navigate('/register/plan', { replace: true }) },
    );
  return (
    <Stack gap="md">
      <FormHeader title={t('confirm.title')} subtitle={t('confirm.subtitle')} />
      <RequestErrorAlert title={t('confirm.failed')} error={confirm.error} />
      {confirm.isError ? (
        <Group grow>
          <Button component={Link} to="/sign-in" variant="default">
            {t('confirm.signIn')}
          </Button>
          <Button component={Link} to="/register" variant="light">
            {t('confirm.registerAgain')}
          </Button>
        </Group>
      ) : (
        <Button
          size="md"
          fullWidth
          loading={confirm.isPending || confirm.isSuccess}
          onClick={submit}
        >
          {t('confirm.submit')}
        </Button>
      )}
    </Stack>
  );
}
