import { ActionIcon, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { IconSearch } from '../../../components/icons';
import type { TResultLink } from '../lib/result-link';
import { GlobalSearchBox } from './global-search-box';

type TGlobalSearchButtonProps = { account: TAccount; onGo: (link: TResultLink) => void };

/**
 * The global search on a narrow screen, where the status bar has no room for the box: a search
 * button that opens the same box in a dialog at the top of the screen.
 */
export function GlobalSearchButton({ account, onGo }: TGlobalSearchButtonProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={dialog.open}
        aria-label={t('shell.search.label')}
        data-testid="global-search-open"
      >
        <IconSearch size={20} />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t('shell.search.label')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        yOffset="2dvh"
        size="lg"
      >
        <GlobalSearchBox
          account={account}
          autoFocus
          onGo={(link) => {
            dialog.close();
            onGo(link);
          }}
        />
      </Modal>
    </>
  );
}
