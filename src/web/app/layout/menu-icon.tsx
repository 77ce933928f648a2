import type { TMenuIcon } from '../navigation/menu-tree';
import {
  IconBuilding,
  IconChart,
  IconDashboard,
  IconDevice,
  IconInvoice,
  IconSettings,
  IconUsers,
} from '../../components/nav-icons';

const ICONS = {
  dashboard: IconDashboard,
  organisation: IconBuilding,
  users: IconUsers,
  devices: IconDevice,
  invoice: IconInvoice,
  management: IconSettings,
  reports: IconChart,
} satisfies Record<TMenuIcon, unknown>;

export function MenuIcon({ icon, size = 20 }: { icon: TMenuIcon | undefined; size?: number }) {
  if (!icon) return null;
  const Component = ICONS[icon];
  return <Component size={size} strokeWidth={1.8} />;
}
