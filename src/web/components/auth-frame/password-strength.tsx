import { Group, List, Progress, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  failedPasswordRules,
  PASSWORD_RULES,
  passwordStrength,
} from '../../../shared/auth/password';
import { IconCheck, IconX } from '../icons';

/** Spec §5 strength hints, each ticked when met, and a weak / strong label. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const failed = failedPasswordRules(password);
  const passedCount = PASSWORD_RULES.length - failed.length;
  const strong = passwordStrength(password) === 'strong';
  const color = strong ? 'teal' : passedCount >= 2 ? 'yellow' : 'red';
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text fz="xs" c="dimmed">
          {t('auth.passwordStrength.label')}
        </Text>
        <Text fz="xs" fw={600} c={color}>
          {strong ? t('auth.passwordStrength.strong') : t('auth.passwordStrength.weak')}
        </Text>
      </Group>
      <Progress
        value={(passedCount / PASSWORD_RULES.length) * 100}
        color={color}
        size="sm"
        aria-label={t('auth.passwordStrength.label')}
      />
      <List spacing={4} mt="sm" fz="sm">
        {PASSWORD_RULES.map(({ id }) => {
          const met = !failed.includes(id);
          return (
            <List.Item
              key={id}
              c={met ? 'teal.8' : 'dimmed'}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={met ? 'teal' : 'gray'}>
                  {met ? (
                    <IconCheck size={12} strokeWidth={3} />
                  ) : (
                    <IconX size={12} strokeWidth={3} />
                  )}
                </ThemeIcon>
              }
            >
              {t(`auth.passwordStrength.${id}`)}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
