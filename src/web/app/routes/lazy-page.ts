import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

export type TLazyPage<TProps extends object = object> = LazyExoticComponent<
  ComponentType<TProps>
> & {
  /** Starts fetching the chunk before the screen renders, e.g. beside the request it waits for. */
  preload: () => void;
};

/** A screen loaded with its own chunk the first time it is shown (`React.lazy` per area). */
export function lazyPage<TModule, TProps extends object = object>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
): TLazyPage<TProps> {
  const component = lazy(async () => ({ default: pick(await importOrReload(load)) }));
  // A failed preload is retried (and handled) when the screen itself imports the chunk.
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}
