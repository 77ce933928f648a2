import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { lazyPage } from './routes/lazy-page';
import { styleNonce } from './content-security-policy';
import { colorSchemeManager, theme } from './theme';
import { accessibleColors } from './theme-colors';
import { useServerTranslations } from './use-server-translations';

// Toasts follow something the user did, never the first paint: Mantine's container (its
// transitions, and the scroll lock it shares with the modals) is a chunk of its own, fetched right
// after the first render. A toast shown before it mounts waits in Mantine's store until then.
const Toasts = lazyPage(
  () => import('./toasts'),
  (m) => m.Toasts,
);

function ServerTranslations() {
  useServerTranslations();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColors}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      getStyleNonce={styleNonce}
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ServerTranslations />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
