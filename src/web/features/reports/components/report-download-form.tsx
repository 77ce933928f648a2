import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { istanbulDay } from '../../../../shared/format/istanbul-time';
import type { TReportDefinition } from '../../../../shared/reports/report-catalogue';
import { ZReportRunQuery } from '../../../../shared/reports/report-run';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useReportStores } from '../api/list-report-stores';
import { downloadReport } from '../lib/download-report';
import { DOC_TYPE_OPTIONS } from '../lib/doc-type-options';
import { DateField } from '../../../components/date-field';
import { useFormat } from '../../../lib/use-format';

type TProps = { report: TReportDefinition; tenantId: string | null; storeId: string | null };
type TFields = { startDate: string; endDate: string; storeId: string; docType: string };

const today = () => istanbulDay(new Date());

/** The parameters of one report (spec §3) and its download through the file downloader (§7). */
export function ReportDownloadForm({ report, tenantId, storeId }: TProps) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const has = (name: string) => report.parameters.some((p) => p.name === name);
  const pickStore = has('storeId') && storeId === null;
  const stores = useReportStores(tenantId, pickStore);
  const [fields, setFields] = useState<TFields>(() => ({
    startDate: `${today().slice(0, 8)}01`,
    endDate: today(),
    storeId: '',
    docType: '',
  }));
  const [format, setFormat] = useState<'pdf' | 'xlsx'>('pdf');
  const [errors, setErrors] = useState<Partial<Record<keyof TFields, string>>>({});
  const [busy, setBusy] = useState<{ bytes: number | null } | null>(null);
  const set = (name: keyof TFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const errorOf = (name: keyof TFields) => {
    const key = errors[name];
    return key ? t(key as ParseKeys) : undefined;
  };

  async function submit() {
    const parsed = ZReportRunQuery.safeParse({
      reportId: report.id,
      format,
      startDate: fields.startDate,
      endDate: fields.endDate,
      storeId: fields.storeId || undefined,
      docType: fields.docType || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy({ bytes: null });
    const outcome = await downloadReport(
      { ...parsed.data, language: i18n.language },
      {
        onStarted: () => showSuccessToast({ message: t('reports.downloadStarted') }),
        onProgress: (bytes) => setBusy({ bytes }),
      },
    );
    setBusy(null);
    if (outcome.kind === 'refused') showErrorToast({ message: t('reports.refused') });
    if (outcome.kind === 'failed') {
      showErrorToast({ title: t('reports.failed'), message: errorMessage(outcome.error, t) });
    }
  }

  return (
    <Stack gap="sm" maw={520}>
      <Title order={2} fz={20}>
        {report.name}
      </Title>
      <Group grow align="flex-start">
        <DateField
          label={t('reports.fields.startDate')}
          value={fields.startDate}
          onChange={(day) => set('startDate', day)}
          error={errorOf('startDate')}
          required
        />
        <DateField
          label={t('reports.fields.endDate')}
          value={fields.endDate}
          onChange={(day) => set('endDate', day)}
          error={errorOf('endDate')}
          required
        />
      </Group>
      {pickStore ? (
        <Select
          label={t('reports.fields.storeId')}
          placeholder={t('reports.allStores')}
          data={(stores.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={fields.storeId || null}
          onChange={(value) => set('storeId', value ?? '')}
          clearable
          searchable
        />
      ) : null}
      {has('docType') ? (
        <Select
          label={t('reports.fields.docType')}
          placeholder={t('reports.allDocTypes')}
          data={DOC_TYPE_OPTIONS.map((o) => ({ value: String(o.code), label: t(o.key) }))}
          value={fields.docType || null}
          onChange={(value) => set('docType', value ?? '')}
          clearable
        />
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('reports.fields.format')}
        </Text>
        <SegmentedControl
          value={format}
          onChange={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'pdf')}
          data={[
            { value: 'pdf', label: 'PDF' },
            { value: 'xlsx', label: 'Excel (.xlsx)' },
          ]}
        />
      </Stack>
      <Group>
        <Button onClick={() => void submit()} loading={busy !== null}>
          {t('reports.download')}
        </Button>
        {busy ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {busy.bytes === null
              ? t('reports.preparing')
              : t('reports.received', {
                  size: `${fmt.integer(Math.ceil(busy.bytes / 1024))} KB`,
                })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
