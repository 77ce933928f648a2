import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSaleTransactionDetail } from '../../../../shared/sale-transactions/sale-transaction';
import { saleDocumentsPath } from '../lib/documents-link';
import {
  docTypeKey,
  documentStatusKey,
  PAYMENT_STATUS_COLOR,
  paymentStatusKey,
} from '../lib/enum-labels';
import { useFormat } from '../../../lib/use-format';

type TSectionProps = { sale: TSaleTransactionDetail };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} mt="lg">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SalePayments({ sale }: TSectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Section title={t('saleTransactions.payments.title')}>
      {sale.payments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('saleTransactions.payments.empty')}
        </Text>
      ) : (
        <Table fz="sm" data-testid="sale-payments">
          <Table.Tbody>
            {sale.payments.map((p) => (
              <Table.Tr key={p.id} data-payment-status={p.status}>
                <Table.Td>{fmt.paymentType(p.paymentType)}</Table.Td>
                <Table.Td ta="right">{fmt.money(p.amount, p.currencyCode)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={PAYMENT_STATUS_COLOR[p.status]}>
                    {t(paymentStatusKey(p.status))}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

export function SaleLines({ sale }: TSectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Section title={t('saleTransactions.lines.title')}>
      {sale.transactionDetails.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('saleTransactions.lines.empty')}
        </Text>
      ) : (
        <Table fz="sm" data-testid="sale-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('saleTransactions.lines.item')}</Table.Th>
              <Table.Th ta="right">{t('saleTransactions.lines.quantity')}</Table.Th>
              <Table.Th ta="right">{t('saleTransactions.lines.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sale.transactionDetails.map((l) => (
              <Table.Tr key={l.lineNo}>
                <Table.Td>
                  {l.itemName}
                  <Text fz="xs" c="dimmed">
                    {t('saleTransactions.lines.vat', { rate: fmt.percent(l.vatRate) })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{fmt.quantity(l.quantity, l.unitCode)}</Table.Td>
                <Table.Td ta="right">
                  {fmt.money(l.lineExtensionAmount, sale.currencyCode)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** Each document links to the document list narrowed to this sale (spec §2 list URL). */
export function SaleDocuments({ sale }: TSectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const path = saleDocumentsPath(sale.id, sale.documents);
  return (
    <Section title={t('saleTransactions.documents.title')}>
      {sale.documents.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('saleTransactions.documents.empty')}
        </Text>
      ) : (
        <Stack gap={8} data-testid="sale-documents">
          {sale.documents.map((d) => (
            <Group
              key={d.documentId}
              justify="space-between"
              wrap="nowrap"
              data-document-id={d.documentId}
              data-invoice-date={d.invoiceDate}
            >
              <Stack gap={0}>
                <Anchor component={Link} to={path} fz="sm" ff="monospace">
                  {d.invoiceNo ?? t('saleTransactions.documents.noNumber')}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {t(docTypeKey(d.docType))} · {fmt.date(d.invoiceDate)}
                </Text>
              </Stack>
              <Badge variant="light">{t(documentStatusKey(d.status))}</Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
