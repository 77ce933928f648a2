import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAccount } from '../../../../shared/auth/account';
import { errorMessage } from '../../../lib/error-message';
import { homePath } from '../../../lib/session/home-path';
import { showErrorToast } from '../../../lib/toast';
import { useSetScope } from '../api/set-scope';
import { describeScopeChange, isSameScope, type TScopeTarget } from '../lib/scope-change';
import { ScopeConfirmDialog } from './scope-confirm-dialog';

/**
 * Asks before switching scope, then switches. A new tenant starts at its home page (spec §2);
 * a store change keeps the page, whose guard sends the user home if it no longer fits.
 */
export function useScopeSwitch(account: TAccount) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setScope = useSetScope();
  const [target, setTarget] = useState<TScopeTarget | null>(null);
  const change = target ? describeScopeChange(account, target) : null;

  function request(next: TScopeTarget) {
    if (!isSameScope(account, next)) setTarget(next);
  }

  function confirm() {
    if (!target || !change) return;
    setScope.mutate(
      { tenantId: target.tenantId, storeId: target.storeId },
      {
        onSuccess: (next) => {
          setTarget(null);
          if (change.tenantChanged && next) void navigate(homePath(next) ?? '/');
        },
        onError: (error) => {
          showErrorToast({
            title: t('shell.scopeConfirm.failed'),
            message: errorMessage(error, t),
          });
        },
      },
    );
  }

  const dialog = (
    <ScopeConfirmDialog
      target={target}
      change={change}
      loading={setScope.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { request, dialog };
}
