import { Checkbox, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INTEGRATOR_DOC_TYPES,
  type TIntegratorDocType,
} from '../../../../shared/store/integrator-config';
import { emptyConfig, type TConfigFormValues } from '../lib/store-form-values';
import { docTypeLabelKey } from '../lib/doc-type-label';
import { IntegratorConfigFields } from './integrator-config-fields';

type TProps = {
  storeId: string | null;
  taxNo: string;
  configs: TConfigFormValues[];
  setConfigs: (configs: TConfigFormValues[]) => void;
  error: (key: string) => string | undefined;
  update: (index: number, patch: Partial<TConfigFormValues>) => void;
};

/** One tab per integrator document type (spec §3: 2, 1, 7, 8); a config exists once enabled. */
export function IntegratorConfigs({ storeId, taxNo, configs, setConfigs, error, update }: TProps) {
  const { t } = useTranslation();
  const toggle = (docType: TIntegratorDocType, on: boolean) =>
    setConfigs(
      on ? [...configs, emptyConfig(docType)] : configs.filter((c) => c.docType !== docType),
    );
  return (
    <Tabs defaultValue="2" keepMounted={false}>
      <Tabs.List grow>
        {INTEGRATOR_DOC_TYPES.map((docType) => (
          <Tabs.Tab key={docType} value={String(docType)} fz="xs">
            {t(docTypeLabelKey(docType))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {INTEGRATOR_DOC_TYPES.map((docType) => {
        const index = configs.findIndex((c) => c.docType === docType);
        const config = configs[index];
        return (
          <Tabs.Panel key={docType} value={String(docType)} pt="sm">
            <Stack gap="sm">
              <Checkbox
                label={t('stores.integrator.enabled')}
                checked={config !== undefined}
                onChange={(e) => toggle(docType, e.currentTarget.checked)}
                data-testid={`integrator-${docType}-enabled`}
              />
              {config ? (
                <IntegratorConfigFields
                  storeId={storeId}
                  taxNo={taxNo}
                  index={index}
                  config={config}
                  error={error}
                  update={update}
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
