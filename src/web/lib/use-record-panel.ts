import { useSearchParams } from 'react-router';
import { useViewParam } from './use-view-param';

/** Opens a side panel for one row: `?view=<name>&id=<row id>`. */
export function useRecordPanel() {
  const [params, setParams] = useSearchParams();
  const { view, closeView } = useViewParam();
  return {
    view,
    id: params.get('id'),
    closeView,
    openFor: (name: string, id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('view', name);
        next.set('id', id);
        return next;
      }),
  };
}
