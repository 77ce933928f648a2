import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMenuItem } from '../navigation/menu-rules';
import { MenuIcon } from './menu-icon';
import classes from './side-menu.module.css';

type TCollapsedProps = { items: TMenuItem[]; isActive: (key: string) => boolean };

/** Icons only: a tooltip names a page, a hover menu lists a group's pages. */
export function SideMenuCollapsed({ items, isActive }: TCollapsedProps) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => {
        const title = t(item.titleKey);
        if (item.children.length === 0) {
          return (
            <Tooltip key={item.key} label={title} position="right" withArrow offset={10}>
              <Link
                to={item.to}
                className={classes.iconLink}
                data-menu-key={item.key}
                data-menu-title={title}
                data-active={isActive(item.key) || undefined}
                aria-label={title}
              >
                <MenuIcon icon={item.icon} />
              </Link>
            </Tooltip>
          );
        }
        return (
          <Menu
            key={item.key}
            trigger="click-hover"
            position="right-start"
            offset={10}
            shadow="md"
            width={220}
          >
            <Menu.Target>
              <UnstyledButton
                className={classes.iconLink}
                data-menu-key={item.key}
                data-menu-title={title}
                data-active={isActive(item.key) || undefined}
                aria-label={title}
              >
                <MenuIcon icon={item.icon} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{title}</Menu.Label>
              {item.children.map((child) => (
                <Menu.Item
                  key={child.key}
                  component={Link}
                  to={child.to}
                  data-menu-key={child.key}
                  fw={isActive(child.key) ? 600 : undefined}
                  c={isActive(child.key) ? 'brand.7' : undefined}
                >
                  {t(child.titleKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </>
  );
}
