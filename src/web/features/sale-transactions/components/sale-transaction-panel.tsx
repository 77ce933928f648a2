import { Badge, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSaleTransactionDetail } from '../../../../shared/sale-transactions/sale-transaction';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import type { trSaleTransactions } from '../../../../shared/i18n/tr/sale-transactions';
import { useViewParam } from '../../../lib/use-view-param';
import { useSaleTransaction } from '../api/get-sale-transaction';
import { SALE_STATUS_COLOR, saleStatusKey } from '../lib/enum-labels';
import { SaleDocuments, SaleLines, SalePayments } from './sale-transaction-sections';
import { useFormat } from '../../../lib/use-format';

type TFieldKey = keyof typeof trSaleTransactions.saleTransactions.fields;

/** The side panel's view name: `?view=sale&id=<sale id>`. */
export const SALE_VIEW = 'sale';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{value ?? '—'}</Text>
    </div>
  );
}

function SaleFields({ sale }: { sale: TSaleTransactionDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (key: TFieldKey) => t(`saleTransactions.fields.${key}`);
  const device = sale.deviceDescription
    ? `${sale.deviceDescription} (${sale.deviceSerialNumber})`
    : sale.deviceSerialNumber;
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      <Field label={f('transactionId')} value={sale.transactionId} />
      <Field label={f('transactionTime')} value={fmt.dateTime(sale.transactionTime)} />
      <Field
        label={f('status')}
        value={
          <Badge
            variant="light"
            color={SALE_STATUS_COLOR[sale.saleTransactionStatus]}
            data-testid="sale-panel-status"
          >
            {t(saleStatusKey(sale.saleTransactionStatus))}
          </Badge>
        }
      />
      <Field
        label={f('totalPayAmount')}
        value={fmt.money(sale.totalPayAmount, sale.currencyCode)}
      />
      <Field label={f('storeName')} value={sale.storeName} />
      <Field label={f('device')} value={device} />
      <Field label={f('finalizerDevice')} value={sale.finalizerDeviceSerialNumber} />
      <Field label={f('checkNo')} value={sale.checkNo} />
      <Field label={f('supplierTaxNo')} value={sale.supplierTaxNo} />
      <Field label={f('currency')} value={sale.currencyCode} />
      {sale.isCancelled || sale.saleTransactionCancelReason ? (
        <>
          <Field label={f('cancelDate')} value={fmt.dateTime(sale.cancelDate)} />
          <Field
            label={f('cancelReason')}
            value={sale.cancelReason ?? sale.saleTransactionCancelReason}
          />
        </>
      ) : null}
      {sale.transactionHasNoFinancialValue ? (
        <Field label={f('status')} value={t('saleTransactions.fields.noFinancialValue')} />
      ) : null}
    </SimpleGrid>
  );
}

/** Spec §3 sale transaction in a 420 px side panel: fields, payments, lines and documents. */
export function SaleTransactionPanel({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const { view } = useViewParam();
  const open = view === SALE_VIEW && id !== null;
  const sale = useSaleTransaction(open ? id : null);
  return (
    <SidePanel view={SALE_VIEW} title={t('saleTransactions.panelTitle')}>
      {open && sale.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : null}
      {open && sale.error ? (
        <RequestErrorAlert title={t('saleTransactions.detailLoadFailed')} error={sale.error} />
      ) : null}
      {open && sale.data ? (
        <div data-testid="sale-panel" data-sale-id={sale.data.id}>
          <SaleFields sale={sale.data} />
          <SalePayments sale={sale.data} />
          <SaleLines sale={sale.data} />
          <SaleDocuments sale={sale.data} />
        </div>
      ) : null}
    </SidePanel>
  );
}
