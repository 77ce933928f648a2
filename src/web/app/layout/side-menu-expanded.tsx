import { Collapse, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronRight } from '../../components/icons';
import type { TMenuItem } from '../navigation/menu-rules';
import { MenuIcon } from './menu-icon';
import classes from './side-menu.module.css';

type TItemProps = { item: TMenuItem; isActive: (key: string) => boolean; onNavigate: () => void };

function MenuGroup({ item, isActive, onNavigate }: TItemProps) {
  const { t } = useTranslation();
  const active = isActive(item.key);
  const [opened, setOpened] = useState(active);
  return (
    <div data-menu-key={item.key} data-menu-title={t(item.titleKey)}>
      <UnstyledButton
        className={classes.link}
        data-active={(active && !opened) || undefined}
        aria-expanded={opened}
        onClick={() => setOpened((current) => !current)}
      >
        <MenuIcon icon={item.icon} />
        <span className={classes.linkLabel}>{t(item.titleKey)}</span>
        <IconChevronRight size={16} className={classes.chevron} data-opened={opened || undefined} />
      </UnstyledButton>
      <Collapse in={opened}>
        <div className={classes.children}>
          {item.children.map((child) => (
            <Link
              key={child.key}
              to={child.to}
              className={classes.childLink}
              data-menu-key={child.key}
              data-active={isActive(child.key) || undefined}
              aria-current={isActive(child.key) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(child.titleKey)}
            </Link>
          ))}
        </div>
      </Collapse>
    </div>
  );
}

/** The full-width menu: groups fold open, the active one starts open. */
export function SideMenuExpanded({
  items,
  isActive,
  onNavigate,
}: Omit<TItemProps, 'item'> & { items: TMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) =>
        item.children.length > 0 ? (
          <MenuGroup key={item.key} item={item} isActive={isActive} onNavigate={onNavigate} />
        ) : (
          <Link
            key={item.key}
            to={item.to}
            className={classes.link}
            data-menu-key={item.key}
            data-menu-title={t(item.titleKey)}
            data-active={isActive(item.key) || undefined}
            aria-current={isActive(item.key) ? 'page' : undefined}
            onClick={onNavigate}
          >
            <MenuIcon icon={item.icon} />
            <span className={classes.linkLabel}>{t(item.titleKey)}</span>
          </Link>
        ),
      )}
    </>
  );
}
