import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAccount } from '../../../../shared/auth/account';
import { errorMessage } from '../../../lib/error-message';
import { homePath } from '../../../lib/session/home-path';
import { showErrorToast } from '../../../lib/toast';
import { useSetScope } from '../api/set-scope';
import { describeScopeChange, isSameScope, type TScopeTarget } from '../lib/scope-change';
import { ScopeConfirmDialog } from './scope-confirm-dialog';

type TPendingPath = { target: TScopeTarget; path: string };

/**
 * Asks before switching scope, then switches. A new tenant starts at its home page (spec §2);
 * a store change keeps the page, whose guard sends the user home if it no longer fits. A request
 * with a `path` (the global search's links) opens it instead, without asking when the scope is
 * already the target.
 */
export function useScopeSwitch(account: TAccount) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setScope = useSetScope();
  const [target, setTarget] = useState<TScopeTarget | null>(null);
  const [path, setPath] = useState<string | null>(null);
  const [pending, setPending] = useState<TPendingPath | null>(null);
  const change = target ? describeScopeChange(account, target) : null;

  useEffect(() => {
    if (!pending || !isSameScope(account, pending.target)) return;
    // Once the new scope has rendered: lists clear their filters on a scope change (spec §2), so
    // the link, filters and all, is opened after that, not before it.
    const timer = setTimeout(() => {
      setPending(null);
      void navigate(pending.path);
    }, 0);
    return () => clearTimeout(timer);
  }, [account, pending, navigate]);

  function request(next: TScopeTarget, then?: string) {
    if (!isSameScope(account, next)) {
      setTarget(next);
      setPath(then ?? null);
    } else if (then) {
      void navigate(then);
    }
  }

  function confirm() {
    if (!target || !change) return;
    setScope.mutate(
      { tenantId: target.tenantId, storeId: target.storeId },
      {
        onSuccess: (next) => {
          setTarget(null);
          if (path) setPending({ target, path });
          else if (change.tenantChanged && next) void navigate(homePath(next) ?? '/');
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
