import { Table } from '@mantine/core';
import type { TQueueDepth } from '../../../../shared/system-info/system-info';
import { useManagementTranslation } from '../lib/management-i18n';
import { useFormat } from '../../../lib/use-format';

/** Queue depth per job: work due now, and work scheduled later or leased by a worker. */
export function QueueDepthTable({
  queues,
  label,
}: {
  queues: readonly TQueueDepth[];
  label: string;
}) {
  const { t } = useManagementTranslation();
  const fmt = useFormat();
  return (
    <Table striped verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('systemInfo.queueColumns.job')}</Table.Th>
          <Table.Th ta="right">{t('systemInfo.queueColumns.due')}</Table.Th>
          <Table.Th ta="right">{t('systemInfo.queueColumns.waiting')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {queues.map((queue) => (
          <Table.Tr key={queue.job} data-testid="queue-row" data-job={queue.job}>
            <Table.Td>{t(`systemInfo.jobs.${queue.job}`)}</Table.Td>
            <Table.Td ta="right" data-testid="queue-due">
              {fmt.integer(queue.due)}
            </Table.Td>
            <Table.Td ta="right" data-testid="queue-waiting">
              {fmt.integer(queue.waiting)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
