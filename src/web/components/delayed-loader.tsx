import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '../lib/use-delayed-flag';

/** The loading animation, shown only after spec §9's 100 ms delay. */
type TDelayedLoaderProps = { fullPage?: boolean; minHeight?: number };

export function DelayedLoader({ fullPage = false, minHeight = 240 }: TDelayedLoaderProps) {
  const { t } = useTranslation();
  const shown = useDelayedFlag();
  return (
    <Center
      mih={fullPage ? '100dvh' : minHeight}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {shown ? <Loader size="md" type="dots" data-testid="loader" /> : null}
    </Center>
  );
}
