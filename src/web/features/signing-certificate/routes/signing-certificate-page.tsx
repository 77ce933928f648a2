import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../components/delayed-loader';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSigningCertificate } from '../api/get-signing-certificate';
import { CertificateDetails } from '../components/certificate-details';
import { CertificateUploadForm } from '../components/certificate-upload-form';

/**
 * `/pos-settings/signing-certificate` (issue 11): the selected tenant's financial seal, for its
 * owner and administrators; the route guard keeps everyone else out.
 */
export function SigningCertificatePage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const tenantId = account?.tenantId ?? null;
  const certificate = useSigningCertificate(tenantId);
  usePageTitle(t('signingCertificate.title'));

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={900}>
      <Title order={1} fz={26} mb="xs">
        {t('signingCertificate.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('signingCertificate.intro')}
      </Text>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <RequestErrorAlert title={t('signingCertificate.loadFailed')} error={certificate.error} />
          {certificate.isPending ? <DelayedLoader minHeight={120} /> : null}
          {certificate.data ? <CertificateDetails certificate={certificate.data} /> : null}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <CertificateUploadForm key={tenantId} tenantId={tenantId} />
        </Paper>
      </Stack>
    </Box>
  );
}
