import { Group, Radio, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import {
  BILLING_PERIODS,
  formatKurus,
  planCharge,
  SUBSCRIPTION_VAT_PERCENT,
  type TBillingPeriod,
  type TPlan,
} from '../../../../shared/registration/plans';
import { planLabel } from '../lib/plan-label';
import { useRegistrationTranslation } from '../lib/registration-i18n';

type TPlanPickerProps = {
  plans: TPlan[];
  planCode: string;
  period: TBillingPeriod;
  onPlan: (code: string) => void;
  onPeriod: (period: TBillingPeriod) => void;
};

/** The catalogue with monthly prices, the billing period and what the choice costs with VAT. */
export function PlanPicker({ plans, planCode, period, onPlan, onPeriod }: TPlanPickerProps) {
  const { t } = useRegistrationTranslation();
  const chosen = plans.find((plan) => plan.code === planCode);
  const charge = chosen ? planCharge(chosen.monthlyPriceKurus, period) : null;
  return (
    <Stack gap="sm">
      <Radio.Group value={planCode} onChange={onPlan} name="plan">
        <Stack gap="xs">
          {plans.map((plan) => (
            <Radio.Card
              key={plan.code}
              value={plan.code}
              radius="md"
              p="sm"
              data-testid={`plan-${plan.code}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={600}>{planLabel(t, plan.code)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {t('plan.perMonth', { price: formatKurus(plan.monthlyPriceKurus) })}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <SegmentedControl
        aria-label={t('plan.period')}
        value={period}
        onChange={(next) => onPeriod(next === 'yearly' ? 'yearly' : 'monthly')}
        data={BILLING_PERIODS.map((value) => ({ value, label: t(`plan.${value}`) }))}
      />
      {charge ? (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="plan-charge">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('plan.net')}</Table.Td>
              <Table.Td ta="right">{formatKurus(charge.netKurus)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('plan.vat', { rate: SUBSCRIPTION_VAT_PERCENT })}</Table.Td>
              <Table.Td ta="right">{formatKurus(charge.vatKurus)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>{t('plan.total')}</Table.Td>
              <Table.Td ta="right">{formatKurus(charge.totalKurus)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
