import { Alert, Center, Divider, Loader, Stack } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldIssues } from '../../../lib/field-error';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { useResendDocument, useResendForm } from './resend-api';
import { ResendCustomerForm } from './resend-customer-form';
import { ResendSummary } from './resend-summary';

/** The view value that opens the panel for one document (contracts: `resend:<documentId>`). */
export const RESEND_VIEW_PREFIX = 'resend:';

function documentIdOf(view: string | null): string | null {
  return view?.startsWith(RESEND_VIEW_PREFIX) ? view.slice(RESEND_VIEW_PREFIX.length) : null;
}

/** Spec §3 "Resend document": correct a failed document's buyer and send it again. */
export function DocumentResendPanel() {
  const { t } = useTranslation();
  const { view, closeView } = useViewParam();
  const documentId = documentIdOf(view);
  const form = useResendForm(documentId);
  const resend = useResendDocument();
  if (!documentId || !view) return null;
  const data = form.data?.documentId === documentId ? form.data : undefined;
  return (
    <SidePanel view={view} title={t('documentCorrection.title')}>
      {form.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : null}
      {form.error ? (
        <RequestErrorAlert title={t('documentCorrection.loadFailed')} error={form.error} />
      ) : null}
      {data ? (
        <Stack gap="md">
          {data.refusal ? (
            <Alert color="red">
              {t(`errors.codes.UNPROCESSABLE.${data.refusal}` as ParseKeys)}
            </Alert>
          ) : null}
          <ResendCustomerForm
            key={data.documentId}
            initialValues={data.customer}
            correctable={data.correctable && !data.refusal}
            disabled={data.refusal !== null}
            pending={resend.isPending}
            saveError={resend.error}
            onSubmit={(customer) =>
              resend.mutate(
                { documentId: data.documentId, ...(customer ? { customer } : {}) },
                {
                  onSuccess: () => {
                    showSuccessToast({ message: t('documentCorrection.sent') });
                    resend.reset();
                    closeView();
                  },
                  onError: (error) => {
                    if (serverFieldIssues(error).length === 0) {
                      showErrorToast({ message: errorMessage(error, t) });
                    }
                  },
                },
              )
            }
          />
          <Divider />
          <ResendSummary form={data} />
        </Stack>
      ) : null}
    </SidePanel>
  );
}
