import { useEffect } from 'react';

/** Sets the browser tab title to `<title> · posbelge` while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · posbelge`;
  }, [title]);
}
