import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTING_CATALOGUE } from '../../../../shared/system-settings/setting-catalogue';
import type {
  TSettingUpdate,
  TSettingView,
} from '../../../../shared/system-settings/system-settings';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';
import { errorMessage } from '../../../lib/error-message';
import { showSuccessToast } from '../../../lib/toast';
import { useUpdateSetting } from '../api/update-setting';
import { useManagementTranslation } from '../lib/management-i18n';
import { isDaysSetting, isLiraSetting } from '../lib/setting-texts';

type TSettingValueFormProps = { setting: TSettingView; scope: 'global' | 'tenant'; label: string };

/** One scope's value of one setting: an input, save, and remove (back to the next value). */
export function SettingValueForm({ setting, scope, label }: TSettingValueFormProps) {
  const { t: tCore } = useTranslation();
  const { t } = useManagementTranslation();
  const stored = scope === 'global' ? setting.globalValue : setting.tenantValue;
  const [text, setText] = useState(stored === null ? '' : String(stored));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSetting();
  const days = isDaysSetting(setting.key);
  const lira = isLiraSetting(setting.key);
  const numeric = days || lira;
  const send = (value: number | string | null) =>
    update.mutate({ key: setting.key, scope, value } as TSettingUpdate, {
      onSuccess: (saved) => {
        const next = scope === 'global' ? saved.globalValue : saved.tenantValue;
        setText(next === null ? '' : String(next));
        showSuccessToast({ message: t('common.saved') });
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raw = numeric ? (text.trim() === '' ? null : Number(text)) : text.trim() || null;
    if (raw === null) return send(null);
    const parsed = SETTING_CATALOGUE[setting.key].schema.safeParse(raw);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send(parsed.data);
  };
  const serverError =
    serverFieldError(update.error, 'value', tCore) ??
    (update.error ? errorMessage(update.error, tCore) : undefined);
  const inputProps = {
    label,
    error: fieldErrorText(error, tCore) ?? serverError,
    placeholder: t('settings.notSet'),
    w: numeric ? 200 : 320,
    'data-setting': `${setting.key}:${scope}`,
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        {numeric ? (
          <NumberInput
            {...inputProps}
            min={0}
            max={days ? 30 : 100_000_000}
            allowDecimal={false}
            value={text}
            onChange={(v) => setText(String(v))}
          />
        ) : (
          <TextInput
            {...inputProps}
            type={setting.key === 'mail.senderName' ? 'text' : 'email'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
        {stored === null ? null : (
          <Button variant="subtle" color="gray" onClick={() => send(null)}>
            {t('settings.reset')}
          </Button>
        )}
      </Group>
    </form>
  );
}
