import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { DelayedLoader } from '../../../components/delayed-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSystemInfo } from '../api/get-system-info';
import { FactList } from '../components/fact-list';
import { IntegratorHealthTable } from '../components/integrator-health-table';
import { QueueDepthTable } from '../components/queue-depth-table';
import { useManagementTranslation } from '../lib/management-i18n';
import { useFormat } from '../../../lib/use-format';

const MIB = 1024 * 1024;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** `/management/system-info` (Sistem Bilgisi), read-only; refreshed every 10 seconds. */
export function SystemInfoPage() {
  const { t: tCore } = useTranslation();
  const { t } = useManagementTranslation();
  const fmt = useFormat();
  usePageTitle(tCore('menu.systemInfo'));
  const info = useSystemInfo();
  const data = info.data;
  const uptime = (seconds: number) =>
    t('systemInfo.uptimeValue', {
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor((seconds % 3600) / 60),
    });
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1} fz={26}>
            {tCore('menu.systemInfo')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('systemInfo.autoRefresh')}
          </Text>
        </div>
        <Button variant="light" loading={info.isFetching} onClick={() => void info.refetch()}>
          {t('common.refresh')}
        </Button>
      </Group>
      <RequestErrorAlert title={t('common.loadFailed')} error={info.error} />
      {info.isPending ? <DelayedLoader /> : null}
      {data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card title={t('systemInfo.application')}>
              <FactList
                facts={[
                  [t('systemInfo.version'), data.version],
                  [t('systemInfo.buildId'), data.buildId],
                  [
                    t('systemInfo.builtAt'),
                    data.builtAt ? fmt.dateTime(data.builtAt) : t('common.none'),
                  ],
                  [t('systemInfo.environment'), data.environment],
                  [t('systemInfo.nodeVersion'), data.nodeVersion],
                  [t('systemInfo.uptime'), uptime(data.uptimeSeconds)],
                ]}
              />
            </Card>
            {data.database ? (
              <Card title={t('systemInfo.database')}>
                <FactList
                  facts={[
                    [t('systemInfo.serverVersion'), data.database.serverVersion],
                    [
                      t('systemInfo.size'),
                      t('systemInfo.sizeValue', {
                        size: fmt.number(data.database.sizeBytes / MIB, { maxFractionDigits: 1 }),
                      }),
                    ],
                    [t('systemInfo.migration'), data.database.migration ?? t('common.none')],
                  ]}
                />
              </Card>
            ) : null}
            <Card title={t('systemInfo.gibRules')}>
              <FactList
                facts={[
                  [
                    t('systemInfo.schematronRelease'),
                    data.gibRules.schematronRelease ?? t('systemInfo.releaseMissing'),
                  ],
                  [
                    t('systemInfo.schematronCheck'),
                    t(data.gibRules.schematronCheck ? 'systemInfo.checkOn' : 'systemInfo.checkOff'),
                  ],
                ]}
              />
            </Card>
          </SimpleGrid>
          <Card title={t(data.queueTenantId ? 'systemInfo.queuesTenant' : 'systemInfo.queues')}>
            <QueueDepthTable queues={data.queues} label={t('systemInfo.queues')} />
          </Card>
          <Card title={t('systemInfo.integrators')}>
            <IntegratorHealthTable rows={data.integrators} />
          </Card>
        </Stack>
      ) : null}
    </Box>
  );
}
