import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TResendForm } from '../../../../shared/invoice/document-correction';
import { useFormat } from '../../../lib/use-format';

const AMOUNTS = ['total', 'discount', 'taxable', 'tax', 'rounding', 'pay'] as const;

/** What was sold, shown and never edited: a correction changes the buyer only. */
export function ResendSummary({ form }: { form: TResendForm }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const device = [form.device.description, form.device.serialNumber].filter(Boolean).join(' · ');
  const facts: [string, string | null][] = [
    [t('documentCorrection.readOnly.invoiceNo'), form.invoiceNo],
    [t('documentCorrection.readOnly.ettn'), form.ettn],
    [t('documentCorrection.readOnly.invoiceDate'), fmt.date(form.invoiceDate)],
    [t('documentCorrection.readOnly.invoiceTime'), form.invoiceTime],
    [t('documentCorrection.readOnly.checkNo'), form.checkNo],
    [t('documentCorrection.readOnly.device'), device || null],
    [t('documentCorrection.readOnly.currency'), form.currencyCode],
    [
      t('documentCorrection.readOnly.exchangeRate'),
      form.exchangeRate && fmt.number(Number(form.exchangeRate), { maxFractionDigits: 6 }),
    ],
    [t('documentCorrection.failureReason'), form.failureReason],
  ];
  return (
    <Stack gap="sm">
      <Title order={5}>{t('documentCorrection.document')}</Title>
      <Table withRowBorders={false} verticalSpacing={2} data-testid="resend-document-facts">
        <Table.Tbody>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed">{label}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Title order={5}>{t('documentCorrection.linesTitle')}</Title>
      <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="resend-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documentCorrection.lines.name')}</Table.Th>
            <Table.Th ta="right">{t('documentCorrection.lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('documentCorrection.lines.vatRate')}</Table.Th>
            <Table.Th ta="right">{t('documentCorrection.lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{fmt.quantity(line.quantity, line.unitCode)}</Table.Td>
              <Table.Td ta="right">{fmt.percent(line.vatRate)}</Table.Td>
              <Table.Td ta="right">{fmt.amount(line.lineExtensionAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={5}>{t('documentCorrection.amountsTitle')}</Title>
      <Table withRowBorders={false} verticalSpacing={2} data-testid="resend-amounts">
        <Table.Tbody>
          {AMOUNTS.map((name) => (
            <Table.Tr key={name}>
              <Table.Td c="dimmed">{t(`documentCorrection.amounts.${name}`)}</Table.Td>
              <Table.Td ta="right">
                <Text span fw={name === 'pay' ? 650 : undefined}>
                  {fmt.money(form.amounts[name], form.currencyCode)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
