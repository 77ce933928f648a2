import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTextAreas } from '../i18n';
import type { TTextArea } from '../i18n-areas';
import { importOrReload } from './import-or-reload';

export type TLazyPage<TProps extends object = object> = LazyExoticComponent<
  ComponentType<TProps>
> & {
  /** Starts fetching the chunk before the screen renders, e.g. beside the request it waits for. */
  preload: () => void;
};

/**
 * A screen loaded with its own chunk the first time it is shown (`React.lazy` per area). The
 * texts of the areas it names are fetched beside the chunk: the screen renders once both are in.
 */
export function lazyPage<TModule, TProps extends object = object>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
  texts: readonly TTextArea[] = [],
): TLazyPage<TProps> {
  const loadAll = () => Promise.all([load(), loadTextAreas(texts)]).then(([module]) => module);
  const component = lazy(async () => ({ default: pick(await importOrReload(loadAll)) }));
  // A failed preload is retried (and handled) when the screen itself imports the chunk.
  return Object.assign(component, { preload: () => void loadAll().catch(() => undefined) });
}
