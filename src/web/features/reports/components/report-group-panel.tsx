import { Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZReportGroupInput,
  type TReportGroup,
  type TReportGroupInput,
} from '../../../../shared/reports/report-catalogue';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { useCreateReportGroup } from '../api/create-report-group';
import { useUpdateReportGroup } from '../api/update-report-group';
import { issuesByField } from '../lib/issues';

const EMPTY: TReportGroupInput = { name: '', priority: 1, isActive: true };

/** Views `add-group` (Yeni Rapor Grubu) and `edit-group` (Rapor Grubu Düzenleme), admins only. */
export function ReportGroupPanel({ editing }: { editing: TReportGroup | null }) {
  const { t } = useTranslation();
  const { view } = useViewParam();
  return (
    <>
      <SidePanel view="add-group" title={t('reports.manage.addGroup')}>
        {view === 'add-group' ? <ReportGroupForm initial={null} /> : null}
      </SidePanel>
      <SidePanel view="edit-group" title={t('reports.manage.editGroup')}>
        {view === 'edit-group' && editing ? (
          <ReportGroupForm key={editing.id} initial={editing} />
        ) : null}
      </SidePanel>
    </>
  );
}

function ReportGroupForm({ initial }: { initial: TReportGroup | null }) {
  const { t } = useTranslation();
  const { closeView } = useViewParam();
  const create = useCreateReportGroup();
  const update = useUpdateReportGroup();
  const [values, setValues] = useState<TReportGroupInput>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorOf = (name: string) => (errors[name] ? t(errors[name] as ParseKeys) : undefined);
  const done = {
    onSuccess: () => {
      showSuccessToast({ message: t('reports.toasts.groupSaved') });
      closeView();
    },
    onError: (error: unknown) => showErrorToast({ message: errorMessage(error, t) }),
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZReportGroupInput.safeParse(values);
        if (!parsed.success) return setErrors(issuesByField(parsed.error));
        if (initial) update.mutate({ ...parsed.data, id: initial.id }, done);
        else create.mutate(parsed.data, done);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('reports.groupFields.name')}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          error={errorOf('name')}
          required
          data-autofocus
        />
        <NumberInput
          label={t('reports.groupFields.priority')}
          value={values.priority}
          onChange={(v) => setValues({ ...values, priority: Number(v) || 0 })}
          min={0}
          max={9999}
          allowDecimal={false}
        />
        <Checkbox
          label={t('reports.groupFields.isActive')}
          checked={values.isActive}
          onChange={(e) => setValues({ ...values, isActive: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('reports.manage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
