import { Checkbox, PasswordInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMAGE_PARTS, XSLT_PARTS } from '../../../../shared/store/integrator-config';
import { useIntegratorProducts } from '../api/list-integrator-products';
import type { TConfigFormValues } from '../lib/store-form-values';
import { BrokenXsltAlert } from './broken-xslt-alert';
import { FileField } from './file-field';
import { IntegratorCheckButton } from './integrator-check-button';

type TProps = {
  storeId: string | null;
  taxNo: string;
  index: number;
  config: TConfigFormValues;
  error: (key: string) => string | undefined;
  update: (index: number, patch: Partial<TConfigFormValues>) => void;
};

const PART_LABEL = {
  main: 'stores.integrator.fileMain',
  logo: 'stores.integrator.fileLogo',
  footer: 'stores.integrator.fileFooter',
  signature: 'stores.integrator.fileSignature',
} as const;

/** Spec §3 integrator config of one document type; the password is write-only. */
export function IntegratorConfigFields({ storeId, taxNo, index, config, error, update }: TProps) {
  const { t } = useTranslation();
  const products = useIntegratorProducts().data?.list ?? [];
  const key = (field: string) => `configs.${index}.${field}`;
  const set = (patch: Partial<TConfigFormValues>) => update(index, patch);
  const text = (
    field: 'gbAlias' | 'integratorUid' | 'senderName' | 'senderAddress' | 'replyTo',
  ) => (
    <TextInput
      label={t(field === 'integratorUid' ? 'stores.integrator.uid' : `stores.fields.${field}`)}
      value={config[field]}
      error={error(key(field))}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('stores.integrator.product')}
        data={products.map((p) => ({ value: p.id, label: p.name }))}
        value={config.integratorProductId || null}
        onChange={(v) => set({ integratorProductId: v ?? '' })}
        error={error(key('integratorProductId'))}
        clearable
      />
      {text('integratorUid')}
      <PasswordInput
        label={t('stores.integrator.password')}
        description={t(
          config.pwdSet ? 'stores.integrator.passwordSet' : 'stores.integrator.passwordNotSet',
        )}
        value={config.integratorPwd}
        error={error(key('integratorPwd'))}
        autoComplete="new-password"
        disabled={config.clearIntegratorPwd}
        onChange={(e) => set({ integratorPwd: e.currentTarget.value })}
        data-testid={`integrator-${config.docType}-password`}
      />
      <IntegratorCheckButton storeId={storeId} taxNo={taxNo} config={config} />
      {config.pwdSet ? (
        <Checkbox
          label={t('stores.integrator.clearPassword')}
          checked={config.clearIntegratorPwd}
          onChange={(e) => set({ clearIntegratorPwd: e.currentTarget.checked, integratorPwd: '' })}
        />
      ) : null}
      {text('gbAlias')}
      {text('senderName')}
      {text('senderAddress')}
      {text('replyTo')}
      <Textarea
        label={t('stores.integrator.options')}
        value={config.options}
        autosize
        minRows={2}
        error={error(key('options'))}
        onChange={(e) => set({ options: e.currentTarget.value })}
      />
      {XSLT_PARTS.map((part) => (
        <FileField
          key={part}
          label={t(PART_LABEL[part])}
          accept={
            IMAGE_PARTS.includes(part)
              ? 'image/png,image/jpeg,image/gif,image/svg+xml'
              : '.xsl,.xslt,application/xml,text/xml'
          }
          value={config.files[part]}
          error={error(key(`files.${part}`))}
          onChange={(value) => set({ files: { ...config.files, [part]: value } })}
          testId={`integrator-${config.docType}-${part}`}
        />
      ))}
      {config.mainBroken && config.files.main.action === 'keep' ? (
        <BrokenXsltAlert
          broken={config.mainBroken}
          testId={`integrator-${config.docType}-main-broken`}
        />
      ) : null}
      {error(key('docType')) ? (
        <Text c="red" fz="xs">
          {error(key('docType'))}
        </Text>
      ) : null}
    </Stack>
  );
}
