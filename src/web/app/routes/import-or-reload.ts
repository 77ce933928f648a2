const RELOAD_KEY = 'posbelge.chunk-reload-at';
// A second failure within this window is a real outage, not a deploy: show the error page.
const RELOAD_WINDOW_MS = 30_000;

type TReloadStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * After a deploy the chunks of the previous build are gone, so a signed-in user's next
 * navigation fails to import its screen. Reloading fetches the new index.html and its chunks;
 * the stored time makes it reload once only, never in a loop.
 */
export function shouldReloadForChunk(store: TReloadStore | null, now: number): boolean {
  try {
    const last = Number(store?.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    store?.setItem(RELOAD_KEY, String(now));
    return store !== null;
  } catch {
    return false;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Imports a chunk; a failed import reloads the page once, a repeated one rethrows. */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!shouldReloadForChunk(sessionStore(), Date.now())) throw error;
    window.location.reload();
    // The reload replaces the page; the screen stays on the loader until then.
    return new Promise<T>(() => undefined);
  }
}
