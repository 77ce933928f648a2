import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readView, withView } from './view-param';

/** The side panel named in the URL, and functions to open and close one. */
export function useViewParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = readView(location);
  const setView = useCallback(
    (next: string | null) => {
      void navigate({ pathname: location.pathname, ...withView(location, next) });
    },
    [location, navigate],
  );
  return {
    view,
    openView: setView,
    closeView: useCallback(() => setView(null), [setView]),
  };
}
