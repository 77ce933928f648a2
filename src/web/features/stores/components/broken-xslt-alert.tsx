import { Alert } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { useTranslation } from 'react-i18next';
import type { TBrokenXslt, TXsltFailure } from '../../../../shared/store/broken-xslt';
import { useFormat } from '../../../lib/use-format';

const REASON_KEY = {
  'not-xslt': 'stores.integrator.brokenReason.notXslt',
  'too-deep': 'stores.integrator.brokenReason.tooDeep',
  external: 'stores.integrator.brokenReason.external',
  compile: 'stores.integrator.brokenReason.compile',
  timeout: 'stores.integrator.brokenReason.timeout',
  render: 'stores.integrator.brokenReason.render',
  limits: 'stores.integrator.brokenReason.limits',
} as const satisfies Record<TXsltFailure, string>;

/** The stored main stylesheet failed on a document: its documents show GİB's layout instead. */
export function BrokenXsltAlert({ broken, testId }: { broken: TBrokenXslt; testId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Alert color="orange" icon={<IconAlertCircle />} role="status" data-testid={testId}>
      {t('stores.integrator.broken', {
        date: fmt.dottedDate(broken.failedAt),
        reason: t(REASON_KEY[broken.reason]),
      })}
    </Alert>
  );
}
