import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from '../icons';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/sign-in" fz="sm" fw={500}>
      <Group gap={6} component="span" justify="center">
        <IconArrowLeft size={16} />
        {t('common.backToSignIn')}
      </Group>
    </Anchor>
  );
}
