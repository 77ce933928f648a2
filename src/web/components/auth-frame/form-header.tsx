import { Stack, Text, Title } from '@mantine/core';

export function FormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
