import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';
import { IconCheck, IconCopy } from './icons';

/** Copies `value`; the tick and "Copied" stay for 3 seconds (spec §9). */
export function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation();
  const { copy, copied } = useCopyToClipboard();
  const label = copied ? t('common.copied') : t('common.copy');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        onClick={() => copy(value)}
        aria-label={label}
      >
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
