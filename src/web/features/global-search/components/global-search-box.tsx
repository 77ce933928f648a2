import { Kbd, Popover, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { IconSearch } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { TResultLink } from '../lib/result-link';
import { GlobalSearchResults } from './global-search-results';

function firstResult(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="global-search-result"]');
}

type TGlobalSearchBoxProps = {
  account: TAccount;
  /** Selects the result's scope (with the status bar's confirm dialog) and opens its list. */
  onGo: (link: TResultLink) => void;
};

/**
 * Spec §2 Layout: the status bar's global search. It asks from 2 characters, 700 ms after typing
 * stops (spec §9); a chosen result selects its tenant or store and opens its list.
 */
export function GlobalSearchBox({ account, onGo }: TGlobalSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const searchText = useDebouncedSearch(text);
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);
  const opened = focused && searchText !== '';

  function choose(link: TResultLink) {
    setFocused(false);
    setText('');
    input.current?.blur();
    onGo(link);
  }

  return (
    <Popover
      opened={opened}
      onChange={setFocused}
      position="bottom"
      width="target"
      shadow="md"
      radius="md"
    >
      <Popover.Target>
        <TextInput
          ref={input}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setFocused(true);
          }}
          onFocus={() => setFocused(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setFocused(false);
            if (event.key === 'ArrowDown') firstResult()?.focus();
          }}
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
      </Popover.Target>
      <Popover.Dropdown p={6} data-testid="global-search-results">
        {opened ? (
          <GlobalSearchResults searchText={searchText} account={account} onChoose={choose} />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
