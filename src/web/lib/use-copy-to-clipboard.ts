import { useClipboard } from '@mantine/hooks';
import { COPY_FEEDBACK_MS } from './timings';

/** Copies text; `copied` stays true for spec §9's 3 seconds, then resets. */
export function useCopyToClipboard() {
  const clipboard = useClipboard({ timeout: COPY_FEEDBACK_MS });
  return { copy: clipboard.copy, copied: clipboard.copied, error: clipboard.error };
}
