import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCancelDocumentInput } from '../../../../shared/invoice/document-actions';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useCancelDocument } from './api/cancel-document';
import { countCancelReason } from './cancel-reason';

type TCancelDialogProps = { row: TDocumentRow; onClose: () => void };

/**
 * Spec §2 "İptal Nedeni": a 2–250 character reason, counted as it is typed; more than 250 is
 * refused on the spot (never cut), then the cancellation request (§4).
 */
export function CancelDialog({ row, onClose }: TCancelDialogProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelDocument();
  const count = countCancelReason(reason);
  const shown = error ?? (count.tooLong ? t('validation.cancelReasonLength') : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCancelDocumentInput.safeParse({
      docType: row.docType,
      ettn: row.ettn,
      cancelReason: reason,
      cancelDate: new Date().toISOString(),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(i18n.exists(message) ? t(message as ParseKeys) : message);
      return;
    }
    cancel.mutate(parsed.data, {
      onSuccess: () => {
        showSuccessToast({ message: t('documentActions.cancel.requested') });
        onClose();
      },
      onError: (failure) => showErrorToast({ message: errorMessage(failure, t) }),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documents.cancelReasonTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {row.invoiceNo ?? row.ettn}
          </Text>
          <Textarea
            label={t('documentActions.cancel.reason')}
            description={t('documentActions.cancel.hint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={shown}
            autosize
            minRows={3}
            data-autofocus
          />
          <Text
            fz="xs"
            ta="right"
            mt={-12}
            c={count.tooLong ? 'red.8' : 'dimmed'}
            aria-live="polite"
            data-testid="cancel-reason-counter"
          >
            {t('documentActions.cancel.counter', { length: count.length, max: count.max })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documentActions.cancel.dismiss')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending} disabled={count.tooLong}>
              {t('documentActions.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
