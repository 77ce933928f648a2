import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTestMailInput } from '../../../../shared/system-settings/system-settings';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useSendTestMail } from '../api/send-test-mail';
import { useManagementTranslation } from '../lib/management-i18n';

/** Sends one message with the stored mail settings, to check the mail server and the sender. */
export function TestMailForm({ defaultTo }: { defaultTo: string }) {
  const { t: tCore } = useTranslation();
  const { t } = useManagementTranslation();
  const [to, setTo] = useState(defaultTo);
  const [invalid, setInvalid] = useState(false);
  const send = useSendTestMail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTestMailInput.safeParse({ to: to.trim() });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: (result) => showSuccessToast({ message: t('settings.testMail.sent', result) }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('settings.testMail.to')}
          type="email"
          w={320}
          value={to}
          error={invalid ? tCore('errors.fields.email') : undefined}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={send.isPending}>
          {t('settings.testMail.send')}
        </Button>
      </Group>
      <RequestErrorAlert title={t('common.saveFailed')} error={send.error} />
    </form>
  );
}
