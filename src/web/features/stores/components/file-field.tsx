import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileToBase64 } from '../../../lib/file-to-base64';
import type { TFileValue } from '../lib/store-form-values';

type TFileFieldProps = {
  label: string;
  accept: string;
  value: TFileValue;
  error: string | undefined;
  onChange: (value: TFileValue) => void;
  testId: string;
};

/** One XSLT or image slot: shows whether a file is stored; choose replaces, remove clears. */
export function FileField({ label, accept, value, error, onChange, testId }: TFileFieldProps) {
  const { t } = useTranslation();
  const state =
    value.action === 'set'
      ? t('stores.integrator.fileNew', { name: value.name })
      : value.action === 'keep' && value.stored
        ? t('stores.integrator.fileStored')
        : t('stores.integrator.fileNone');
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="sm" c="dimmed" truncate data-testid={`${testId}-state`}>
          {state}
        </Text>
        <Group gap={4} wrap="nowrap">
          <FileButton
            accept={accept}
            inputProps={{ 'aria-label': label }}
            onChange={(file) => {
              if (!file) return;
              void fileToBase64(file).then((base64) =>
                onChange({ action: 'set', stored: value.stored, name: file.name, base64 }),
              );
            }}
          >
            {(props) => (
              <Button size="compact-xs" variant="light" {...props} data-testid={testId}>
                {t('stores.integrator.fileChoose')}
              </Button>
            )}
          </FileButton>
          {value.stored || value.action === 'set' ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onChange({ action: 'clear', stored: value.stored })}
            >
              {t('stores.integrator.fileRemove')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Input.Wrapper>
  );
}
