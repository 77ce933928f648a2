import { Kbd, Popover, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { IconSearch } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { TResultLink } from '../lib/result-link';
import classes from './global-search.module.css';
import { GlobalSearchResults } from './global-search-results';

function firstResult(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="global-search-result"]');
}

type TGlobalSearchBoxProps = {
  account: TAccount;
  /** Selects the result's scope (with the status bar's confirm dialog) and opens its list. */
  onGo: (link: TResultLink) => void;
  /** Takes the focus when shown (the phone's search dialog). */
  autoFocus?: boolean;
};

/**
 * Spec §2 Layout: the status bar's global search. It asks from 2 characters, 700 ms after typing
 * stops (spec §9); a chosen result selects its tenant or store and opens its list.
 */
export function GlobalSearchBox({ account, onGo, autoFocus = false }: TGlobalSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [wholeTenant, setWholeTenant] = useState(false);
  const searchText = useDebouncedSearch(text);
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);
  const opened = focused && searchText !== '';

  function choose(link: TResultLink) {
    setFocused(false);
    setText('');
    setWholeTenant(false);
    input.current?.blur();
    onGo(link);
  }

  // Esc closes the results wherever the focus is (box or a result) and leaves it in the box.
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setFocused(false);
    input.current?.focus();
  }

  return (
    <Popover
      opened={opened}
      onChange={setFocused}
      position="bottom"
      width="target"
      shadow="md"
      radius="md"
      // A text box with a results panel, not a menu button: no aria-haspopup/aria-expanded on it.
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          ref={input}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setFocused(true);
          }}
          onClick={() => setFocused(true)}
          onKeyDown={(event) => {
            closeOnEscape(event);
            if (event.key === 'ArrowDown') {
              setFocused(true);
              firstResult()?.focus();
            }
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
          data-autofocus={autoFocus || undefined}
          // Mantine's dialogs close on Esc unless its target says so: the first Esc is the box's.
          data-mantine-stop-propagation={opened || undefined}
          classNames={{ input: classes.input }}
        />
      </Popover.Target>
      <Popover.Dropdown p={6} data-testid="global-search-results" onKeyDown={closeOnEscape}>
        {opened ? (
          <GlobalSearchResults
            searchText={searchText}
            account={account}
            wholeTenant={wholeTenant}
            onWholeTenant={() => setWholeTenant(true)}
            onChoose={choose}
          />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
