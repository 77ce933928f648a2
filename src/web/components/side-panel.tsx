import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../lib/use-view-param';

/** Spec §2 Layout: side panels are 420 px wide. */
const SIDE_PANEL_WIDTH = 420;

type TSidePanelProps = { view: string; title: string; children: ReactNode };

/**
 * A right-hand panel shown while the URL names its `view` (query or hash); the overlay and the
 * close button remove the parameter again.
 */
export function SidePanel({ view, title, children }: TSidePanelProps) {
  const { t } = useTranslation();
  const { view: current, closeView } = useViewParam();
  return (
    <Drawer
      opened={current === view}
      onClose={closeView}
      position="right"
      size={SIDE_PANEL_WIDTH}
      title={title}
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('common.close') }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
