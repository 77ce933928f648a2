import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSigningCertificate } from '../../../../shared/signing/signing-certificate';
import { CertificateExpiryAlert } from './certificate-expiry-alert';
import { useFormat } from '../../../lib/use-format';

/** The current certificate's public facts: who it names, who issued it, and how long it holds. */
export function CertificateDetails({ certificate }: { certificate: TSigningCertificate }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const rows = [
    { key: 'subject', label: t('signingCertificate.fields.subject'), value: certificate.subject },
    {
      key: 'serial',
      label: t('signingCertificate.fields.serialNumber'),
      value: certificate.serialNumber,
    },
    { key: 'issuer', label: t('signingCertificate.fields.issuer'), value: certificate.issuer },
    {
      key: 'validity',
      label: t('signingCertificate.fields.validity'),
      value: t('signingCertificate.validityRange', {
        from: fmt.dottedDate(certificate.notBefore),
        to: fmt.dottedDate(certificate.notAfter),
      }),
    },
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2} fz="lg">
          {t('signingCertificate.current')}
        </Title>
        <Badge
          variant="light"
          color={certificate.source === 'pkcs12' ? 'teal' : 'gray'}
          data-testid="certificate-source"
        >
          {t(`signingCertificate.source.${certificate.source}`)}
        </Badge>
      </Group>
      <CertificateExpiryAlert notAfter={certificate.notAfter} now={new Date()} />
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th w={180}>{row.label}</Table.Th>
              <Table.Td>
                <Text
                  fz="sm"
                  style={{ wordBreak: 'break-all' }}
                  data-testid={`certificate-${row.key}`}
                >
                  {row.value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
