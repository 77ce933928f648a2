import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZReportDefinitionInput,
  type TReportCatalogue,
  type TReportDefinition,
  type TReportParameter,
} from '../../../../shared/reports/report-catalogue';
import { REPORT_CODES } from '../../../../shared/reports/report-codes';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { useCreateReportDefinition } from '../api/create-report-definition';
import { useUpdateReportDefinition } from '../api/update-report-definition';
import { issuesByField, serverIssuesByField } from '../lib/issues';

const PERIOD: TReportParameter[] = [
  { name: 'startDate', type: 'date', required: true },
  { name: 'endDate', type: 'date', required: true },
];
const OPTIONAL: TReportParameter[] = [
  { name: 'storeId', type: 'store', required: false },
  { name: 'docType', type: 'docType', required: false },
];

type TValues = {
  name: string;
  code: string;
  priority: number;
  reportGroupId: string;
  fileName: string;
  optional: string[];
};

type TProps = { catalogue: TReportCatalogue; editing: TReportDefinition | null };

/** Views `add-report` (Yeni Rapor) and `edit-report` (Rapor Düzenleme), admins only. */
export function ReportDefinitionPanel({ catalogue, editing }: TProps) {
  const { t } = useTranslation();
  const { view } = useViewParam();
  return (
    <>
      <SidePanel view="add-report" title={t('reports.manage.addReport')}>
        {view === 'add-report' ? <DefinitionForm catalogue={catalogue} initial={null} /> : null}
      </SidePanel>
      <SidePanel view="edit-report" title={t('reports.manage.editReport')}>
        {view === 'edit-report' && editing ? (
          <DefinitionForm key={editing.id} catalogue={catalogue} initial={editing} />
        ) : null}
      </SidePanel>
    </>
  );
}

function DefinitionForm({
  catalogue,
  initial,
}: {
  catalogue: TReportCatalogue;
  initial: TReportDefinition | null;
}) {
  const { t } = useTranslation();
  const { closeView } = useViewParam();
  const create = useCreateReportDefinition();
  const update = useUpdateReportDefinition();
  const [values, setValues] = useState<TValues>(() => ({
    name: initial?.name ?? '',
    code: initial?.code ?? '',
    priority: initial?.priority ?? 1,
    reportGroupId: initial?.reportGroupId ?? catalogue.groups[0]?.id ?? '',
    fileName: (initial?.fileName ?? '').replace(/\.(pdf|xlsx)$/, ''),
    optional: (initial?.parameters ?? [])
      .map((p) => p.name)
      .filter((n) => n !== 'startDate' && n !== 'endDate'),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveError = serverIssuesByField(create.error ?? update.error);
  const errorOf = (name: string) => {
    const key = errors[name] ?? saveError[name];
    return key ? t(key as ParseKeys) : undefined;
  };
  const set = (patch: Partial<TValues>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };
  const done = {
    onSuccess: () => {
      showSuccessToast({ message: t('reports.toasts.reportSaved') });
      closeView();
    },
    onError: (error: unknown) => {
      if (Object.keys(serverIssuesByField(error)).length === 0) {
        showErrorToast({ message: errorMessage(error, t) });
      }
    },
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { optional, ...rest } = values;
        const parameters = [...PERIOD, ...OPTIONAL.filter((p) => optional.includes(p.name))];
        const parsed = ZReportDefinitionInput.safeParse({ ...rest, parameters });
        if (!parsed.success) return setErrors(issuesByField(parsed.error));
        if (initial) update.mutate({ ...parsed.data, id: initial.id }, done);
        else create.mutate(parsed.data, done);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('reports.reportFields.name')}
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errorOf('name')}
          required
          data-autofocus
        />
        <Select
          label={t('reports.reportFields.code')}
          data={[...REPORT_CODES]}
          value={values.code || null}
          onChange={(code) => set({ code: code ?? '' })}
          error={errorOf('code')}
          required
        />
        <Select
          label={t('reports.reportFields.reportGroupId')}
          data={catalogue.groups.map((g) => ({ value: g.id, label: g.name }))}
          value={values.reportGroupId || null}
          onChange={(id) => set({ reportGroupId: id ?? '' })}
          error={errorOf('reportGroupId')}
          required
        />
        <NumberInput
          label={t('reports.reportFields.priority')}
          value={values.priority}
          onChange={(v) => set({ priority: Number(v) || 0 })}
          min={0}
          max={9999}
          allowDecimal={false}
        />
        <TextInput
          label={t('reports.reportFields.fileName')}
          value={values.fileName}
          onChange={(e) => set({ fileName: e.currentTarget.value })}
          error={errorOf('fileName')}
          required
        />
        <Checkbox.Group
          label={t('reports.reportFields.parameters')}
          value={values.optional}
          onChange={(optional) => set({ optional })}
          error={errorOf('parameters')}
        >
          <Stack gap={4} mt={4}>
            <Checkbox value="storeId" label={t('reports.fields.storeId')} />
            <Checkbox value="docType" label={t('reports.fields.docType')} />
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('reports.manage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
