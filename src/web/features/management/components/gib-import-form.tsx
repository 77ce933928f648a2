import { Alert, Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGibAliasKindMode } from '../../../../shared/taxpayer/gib-user-import';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { issueText, serverFieldIssues } from '../../../lib/field-error';
import { showSuccessToast } from '../../../lib/toast';
import { useImportGibUsers } from '../api/import-gib-users';
import { GibImportResult } from './gib-import-result';

/** The file's own field issue (VALIDATION_FAILED on `file`), shown under the file input. */
function fileIssue(error: unknown) {
  return serverFieldIssues(error).find((issue) => issue.path === 'file');
}

/** Upload of GİB's registered-user list with progress and the import's counts. */
export function GibImportForm() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [aliasKind, setAliasKind] = useState<TGibAliasKindMode>('auto');
  const [progress, setProgress] = useState(0);
  const mutation = useImportGibUsers();
  const fileProblem = fileIssue(mutation.error);
  const busy = mutation.isPending;
  const percent = Math.round(progress * 100);

  const submit = () => {
    if (!file) return;
    setProgress(0);
    mutation.mutate(
      { file, aliasKind, onProgress: setProgress },
      { onSuccess: () => showSuccessToast({ message: t('gibUsers.done') }) },
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <FileInput
          label={t('gibUsers.file')}
          placeholder={t('gibUsers.filePlaceholder')}
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={setFile}
          disabled={busy}
          clearable
          w={320}
          error={fileProblem ? issueText(fileProblem, t) : undefined}
        />
        <Select
          label={t('gibUsers.aliasKind')}
          value={aliasKind}
          onChange={(v) => setAliasKind((v as TGibAliasKindMode | null) ?? 'auto')}
          data={[
            { value: 'auto', label: t('gibUsers.aliasKindAuto') },
            { value: 'PK', label: t('gibUsers.aliasKindPk') },
            { value: 'GB', label: t('gibUsers.aliasKindGb') },
          ]}
          allowDeselect={false}
          disabled={busy}
          w={260}
        />
        <Button onClick={submit} disabled={!file} loading={busy}>
          {t('gibUsers.import')}
        </Button>
      </Group>
      {busy ? (
        <Stack gap={4}>
          <Progress value={percent} animated aria-label={t('gibUsers.title')} />
          <Text fz="sm" c="dimmed">
            {percent < 100 ? t('gibUsers.uploading', { percent }) : t('gibUsers.finishing')}
          </Text>
        </Stack>
      ) : null}
      {mutation.error && !fileProblem ? (
        <RequestErrorAlert title={t('gibUsers.title')} error={mutation.error} />
      ) : null}
      {mutation.data && !busy ? (
        <Alert color="teal" title={t('gibUsers.done')}>
          <GibImportResult result={mutation.data} />
        </Alert>
      ) : null}
    </Stack>
  );
}
