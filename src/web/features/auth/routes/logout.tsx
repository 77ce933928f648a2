import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader';
import { ACCOUNT_QUERY_KEY } from '../../../lib/session/get-account';
import { logout } from '../api/logout';

/** `/auth/logout`: ends the session, forgets every cached answer and goes to `/` (spec §4). */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .then(() => {
        queryClient.clear();
        queryClient.setQueryData(ACCOUNT_QUERY_KEY, null);
        return navigate('/', { replace: true });
      });
  }, [queryClient, navigate]);

  return <DelayedLoader fullPage />;
}
