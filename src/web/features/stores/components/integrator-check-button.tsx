import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCheckIntegrator } from '../api/check-integrator';
import type { TConfigFormValues } from '../lib/store-form-values';

type TProps = { storeId: string | null; taxNo: string; config: TConfigFormValues };

/** Tries the settings as typed (an empty password: the stored one) and says what came back. */
export function IntegratorCheckButton({ storeId, taxNo, config }: TProps) {
  const { t } = useTranslation();
  const check = useCheckIntegrator();
  const run = () =>
    check.mutate({
      ...(storeId ? { storeId } : {}),
      docType: config.docType,
      integratorProductId: config.integratorProductId,
      integratorUid: config.integratorUid,
      ...(config.integratorPwd ? { integratorPwd: config.integratorPwd } : {}),
      taxNo: taxNo.trim(),
    });
  const answer = check.data;
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        size="xs"
        onClick={run}
        loading={check.isPending}
        disabled={!config.integratorProductId || !taxNo.trim()}
        data-testid={`integrator-${config.docType}-check`}
      >
        {t('stores.integrator.check')}
      </Button>
      {answer ? (
        <Alert
          color={answer.ok ? 'green' : 'red'}
          data-testid={`integrator-${config.docType}-check-result`}
        >
          {answer.message}
        </Alert>
      ) : null}
      {check.isError ? (
        <Alert color="red" data-testid={`integrator-${config.docType}-check-result`}>
          {t('stores.integrator.checkFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
