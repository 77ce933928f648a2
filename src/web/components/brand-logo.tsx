import { Group, Text } from '@mantine/core';

type TBrandLogoProps = { size?: number; inverted?: boolean; withText?: boolean };

/** The posbelge mark (a receipt on a rounded tile) with the word mark beside it. */
export function BrandLogo({ size = 32, inverted = false, withText = true }: TBrandLogoProps) {
  const tile = inverted ? '#ffffff' : 'var(--mantine-color-brand-8)';
  const paper = inverted ? 'var(--mantine-color-brand-8)' : '#ffffff';
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={tile} />
        <path
          d="M10 7h12a1 1 0 0 1 1 1v17l-2.5-1.6L18 25l-2-1.6-2 1.6-2.5-1.6L9 25V8a1 1 0 0 1 1-1Z"
          fill={paper}
        />
        <path
          d="M12.5 12h7M12.5 15.5h7M12.5 19h4"
          stroke={tile}
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      {withText ? (
        <Text
          component="span"
          fw={750}
          fz={size * 0.66}
          lh={1}
          c={inverted ? 'white' : 'var(--app-brand-ink)'}
          style={{ letterSpacing: '-0.02em' }}
        >
          posbelge
        </Text>
      ) : null}
    </Group>
  );
}
