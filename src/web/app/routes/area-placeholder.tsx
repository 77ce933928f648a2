import { Anchor, Box, Breadcrumbs, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TArea } from '../../../shared/auth/permissions';
import { SidePanel } from '../../components/side-panel';
import { usePageTitle } from '../../lib/use-page-title';
import { useViewParam } from '../../lib/use-view-param';
import { MENU_TREE, type TMenuNode } from '../navigation/menu-tree';

type TAreaPlaceholderProps = { area: TArea; node: TMenuNode };

/** Stand-in for a protected page until its screens are built; its side panels already open. */
export function AreaPlaceholder({ area, node }: TAreaPlaceholderProps) {
  const { t } = useTranslation();
  const { openView } = useViewParam();
  const areaNode = MENU_TREE.find((candidate) => candidate.segment === area);
  const title = t(node.titleKey);
  const addView = node.views?.find((view) => view.name === 'add');
  usePageTitle(title);

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          {areaNode && areaNode !== node ? (
            <Breadcrumbs separator="›" mb={6} fz="sm">
              <Anchor component="span" c="dimmed" fz="sm">
                {t(areaNode.titleKey)}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {title}
              </Text>
            </Breadcrumbs>
          ) : null}
          <Title order={1} fz={26}>
            {title}
          </Title>
        </div>
        {addView ? (
          <Button onClick={() => openView(addView.name)}>{t(addView.titleKey)}</Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="xl" mih={280}>
        <Text c="dimmed" fz="sm">
          {t('shell.placeholder')}
        </Text>
      </Paper>
      {node.views?.map((view) => (
        <SidePanel key={view.name} view={view.name} title={t(view.titleKey)}>
          <Text c="dimmed" fz="sm">
            {t('shell.placeholder')}
          </Text>
        </SidePanel>
      ))}
    </Box>
  );
}
