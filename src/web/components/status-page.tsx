import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';
import { BrandLogo } from './brand-logo';

type TStatusPageProps = {
  code: string;
  title: string;
  label?: string;
  message?: string;
  action?: ReactNode;
  /** Inside the application shell: no logo, no full-height grey page. */
  inline?: boolean;
};

/** Message page for 401, 404 and unexpected errors, full-page or inside the shell. */
export function StatusPage({ code, title, label, message, action, inline }: TStatusPageProps) {
  usePageTitle(label ?? title);
  return (
    <Center
      mih={inline ? '60vh' : '100dvh'}
      p="xl"
      bg={inline ? undefined : 'var(--app-page-background)'}
    >
      <Stack align="center" gap="md" maw={560} ta="center">
        {inline ? null : <BrandLogo size={28} />}
        <Text
          fz={96}
          fw={800}
          lh={1}
          c="brand.1"
          mt="xl"
          aria-hidden="true"
          style={{ letterSpacing: '-0.04em' }}
        >
          {code}
        </Text>
        {label ? (
          <Text tt="uppercase" fz="sm" fw={700} c="brand.7" style={{ letterSpacing: '0.08em' }}>
            {label}
          </Text>
        ) : null}
        <Title order={1} fz={26}>
          {title}
        </Title>
        {message ? <Text c="dimmed">{message}</Text> : null}
        {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
      </Stack>
    </Center>
  );
}
