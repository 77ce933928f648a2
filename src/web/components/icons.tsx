import type { SVGProps } from 'react';

// A handful of inline stroke icons: not worth an icon package yet.
export type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 18, children, ...props }: TIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function IconAlertCircle(props: TIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v4M12 16h.01" />
    </Icon>
  );
}

export function IconCircleCheck(props: TIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

export function IconCheck(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12 5 5L20 7" />
    </Icon>
  );
}

export function IconX(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function IconArrowLeft(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Icon>
  );
}

export function IconSearch(props: TIconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function IconChevronDown(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function IconChevronRight(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function IconSelector(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="m8 9 4-4 4 4M16 15l-4 4-4-4" />
    </Icon>
  );
}

export function IconCopy(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </Icon>
  );
}

export function IconLogout(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
      <path d="M9 12h12l-3-3M18 15l3-3" />
    </Icon>
  );
}

export function IconShieldLock(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
      <rect x="9.5" y="11" width="5" height="4" rx="1" />
      <path d="M10.5 11V9.5a1.5 1.5 0 0 1 3 0V11" />
    </Icon>
  );
}

export function IconCertificate(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M14 20H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M7 9h10M7 13h4" />
      <circle cx="17" cy="16" r="3" />
      <path d="m15.5 18.5-.5 3.5 2-1 2 1-.5-3.5" />
    </Icon>
  );
}

export function IconBuildingStore(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18M4 7l2-4h12l2 4M4 7v2a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0V7H4ZM5 11v10M19 11v10M10 21v-5h4v5" />
    </Icon>
  );
}

export function IconSidebarCollapse(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M16 10l-2 2 2 2" />
    </Icon>
  );
}

export function IconSidebarExpand(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M14 10l2 2-2 2" />
    </Icon>
  );
}
