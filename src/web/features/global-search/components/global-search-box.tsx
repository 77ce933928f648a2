import { Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons';

/** Spec §2 Layout: the status bar's global search box; results arrive with the search issue. */
export function GlobalSearchBox() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);
  return (
    <TextInput
      ref={input}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      placeholder={t('shell.search.placeholder')}
      aria-label={t('shell.search.label')}
      leftSection={<IconSearch size={16} />}
      rightSection={<Kbd size="xs">/</Kbd>}
      rightSectionWidth={36}
      radius="md"
      w="100%"
      maw={420}
      data-testid="global-search"
      styles={{ input: { background: 'var(--mantine-color-gray-0)' } }}
    />
  );
}
