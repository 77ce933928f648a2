import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../brand-logo';
import { IconCheck } from '../icons';
import { LanguageSwitch } from '../language-switch';
import { APP_VERSION } from '../../lib/build-info';
import classes from './auth-layout.module.css';

function BrandPanel() {
  const { t } = useTranslation();
  const features = [
    t('auth.brand.featureDocuments'),
    t('auth.brand.featureStatuses'),
    t('auth.brand.featureOrganisation'),
  ];
  return (
    <Box component="aside" className={classes.brand}>
      <div className={classes.brandPattern} />
      <Box className={classes.brandBody}>
        <BrandLogo size={36} inverted />
      </Box>
      <Stack className={classes.brandBody} gap="lg">
        <Title order={2} c="white" fz={32} lh={1.2}>
          {t('auth.brand.tagline')}
        </Title>
        <Text c="brand.1" fz="lg">
          {t('auth.brand.description')}
        </Text>
        <List
          spacing="sm"
          c="white"
          icon={
            <ThemeIcon size={22} radius="xl" color="white" c="brand.8">
              <IconCheck size={14} strokeWidth={3} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
      <Text className={classes.brandBody} c="brand.2" fz="sm">
        posbelge · {t('app.version', { version: APP_VERSION })}
      </Text>
    </Box>
  );
}

/**
 * Two-column frame of the signed-out pages: brand panel on the left, the form card on the right
 * (`wide` for the sign-up's plan and card step).
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <BrandPanel />
      <Box component="main" className={classes.main}>
        <Group justify="space-between">
          <Box hiddenFrom="md">
            <BrandLogo size={28} />
          </Box>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <div className={classes.content}>
          <Paper
            className={wide ? `${classes.card} ${classes.cardWide}` : classes.card}
            withBorder
            shadow="sm"
            radius="lg"
            p={36}
          >
            {children}
          </Paper>
        </div>
        <Text ta="center" c="dimmed" fz="xs">
          {t('app.name')} · {t('app.version', { version: APP_VERSION })}
        </Text>
      </Box>
    </div>
  );
}
