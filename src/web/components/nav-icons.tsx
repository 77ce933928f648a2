import { Icon, type TIconProps } from './icons';

// Side-menu icons, one per top-level area (spec §2 Menu).
export function IconDashboard(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="6" height="8" rx="1" />
      <rect x="4" y="15" width="6" height="5" rx="1" />
      <rect x="14" y="4" width="6" height="5" rx="1" />
      <rect x="14" y="12" width="6" height="8" rx="1" />
    </Icon>
  );
}

export function IconBuilding(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M15 9h3a2 2 0 0 1 2 2v10" />
      <path d="M9 7h2M9 11h2M9 15h2" />
    </Icon>
  );
}

export function IconUsers(props: TIconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1M16 4.3a3.5 3.5 0 0 1 0 7M21 20v-1a5 5 0 0 0-3.5-4.8" />
    </Icon>
  );
}

export function IconDevice(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="3" width="12" height="18" rx="2" />
      <path d="M9 7h6v4H9zM9 15h.01M12 15h.01M15 15h.01M9 18h.01M12 18h.01M15 18h.01" />
    </Icon>
  );
}

export function IconInvoice(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3v4a1 1 0 0 0 1 1h4" />
      <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2Z" />
      <path d="M9 13h6M9 17h4" />
    </Icon>
  );
}

export function IconSettings(props: TIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </Icon>
  );
}

export function IconChart(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18M6 17v-5M11 17V7M16 17v-8M20 17V4" />
    </Icon>
  );
}
