import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

const isScheme = (value: string): value is MantineColorScheme =>
  (SCHEMES as readonly string[]).includes(value);

/** Light, dark or the system's; Mantine's color scheme manager keeps the choice (app/theme.ts). */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('shell.profile.colorScheme')}
      value={colorScheme}
      onChange={(next) => {
        if (isScheme(next)) setColorScheme(next);
      }}
      data={SCHEMES.map((scheme) => ({
        value: scheme,
        label: t(`shell.profile.colorSchemes.${scheme}`),
      }))}
      data-testid="color-scheme-switch"
    />
  );
}
