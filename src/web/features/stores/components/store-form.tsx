import { Button, Divider, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSaveStore } from '../api/save-store';
import type { TStoreFormValues } from '../lib/store-form-values';
import { useErrorText } from '../lib/use-error-text';
import { useStoreForm } from '../lib/use-store-form';
import { IntegratorConfigs } from './integrator-configs';
import { SeriesTable } from './series-table';
import { StoreAddressFields } from './store-address-fields';
import { StoreContactFields, StoreEmailFields } from './store-contact-fields';
import { StoreGeneralFields } from './store-general-fields';

type TStoreFormProps = { storeId: string | null; initial: TStoreFormValues; onDone: () => void };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider label={title} labelPosition="left" mt="xs" styles={{ label: { fontWeight: 600 } }} />
      {children}
    </>
  );
}

/** The Yeni Şube Oluşturma / Şube Düzenleme form: every spec §3 Store field. */
export function StoreForm({ storeId, initial, onDone }: TStoreFormProps) {
  const { t } = useTranslation();
  const form = useStoreForm(initial);
  const errorText = useErrorText();
  const save = useSaveStore();
  const error = (key: string) => errorText(form.errors[key]);
  const { values } = form;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      showErrorToast({ message: t('stores.form.invalid') });
      return;
    }
    save.mutate(
      { ...input, id: storeId ?? undefined },
      {
        onSuccess: () => {
          showSuccessToast({ message: t(storeId ? 'stores.form.updated' : 'stores.form.created') });
          onDone();
        },
        onError: (err) => {
          if (form.applyServerError(err)) showErrorToast({ message: t('stores.form.invalid') });
          else showErrorToast({ message: errorMessage(err, t) });
        },
      },
    );
  }

  const fieldProps = { values, error, setText: form.setText };
  return (
    <form onSubmit={submit} noValidate data-testid="store-form">
      <Stack gap="sm">
        <Section title={t('stores.sections.general')}>
          <StoreGeneralFields {...fieldProps} />
        </Section>
        <Section title={t('stores.sections.contact')}>
          <StoreContactFields {...fieldProps} />
        </Section>
        <Section title={t('stores.sections.address')}>
          <StoreAddressFields {...fieldProps} />
        </Section>
        <Section title={t('stores.sections.email')}>
          <StoreEmailFields {...fieldProps} />
        </Section>
        <Section title={t('stores.sections.options')}>
          <Switch
            label={t('stores.fields.accommodationTaxEnabled')}
            checked={values.accommodationTaxEnabled}
            onChange={(e) => form.setFlag('accommodationTaxEnabled', e.currentTarget.checked)}
          />
          <Switch
            label={t('stores.fields.commercialInvoiceEnabled')}
            checked={values.commercialInvoiceEnabled}
            onChange={(e) => form.setFlag('commercialInvoiceEnabled', e.currentTarget.checked)}
          />
        </Section>
        <Section title={t('stores.sections.integrator')}>
          <IntegratorConfigs
            storeId={storeId}
            taxNo={values.taxNo}
            configs={values.configs}
            setConfigs={(configs) => form.setValues((v) => ({ ...v, configs }))}
            error={error}
            update={form.updateConfig}
          />
        </Section>
        <Section title={t('stores.sections.series')}>
          <SeriesTable
            series={values.series}
            setSeries={(series) => form.setValues((v) => ({ ...v, series }))}
            error={error}
          />
        </Section>
        <Button type="submit" loading={save.isPending} mt="sm" data-testid="store-save">
          {t('stores.form.save')}
        </Button>
      </Stack>
    </form>
  );
}
