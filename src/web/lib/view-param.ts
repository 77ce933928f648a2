/**
 * Spec §2: side panels open through a `view` query parameter or the same parameter in the URL
 * hash (`#view=add`), so a link can open them and the back button closes them.
 */
const VIEW_PARAM = 'view';
/** The row a record panel shows (use-record-panel.ts): it belongs to the view and leaves with it. */
const ID_PARAM = 'id';

export type TUrlParts = { search: string; hash: string };

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

export function readView({ search, hash }: TUrlParts): string | null {
  return new URLSearchParams(search).get(VIEW_PARAM) || hashParams(hash).get(VIEW_PARAM) || null;
}

function prefixed(prefix: '?' | '#', params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${prefix}${text}` : '';
}

/**
 * The URL parts with the view set (in the query) or removed (from both places); the previous
 * view's row id goes in both cases, so a closed panel leaves no `id` behind.
 */
export function withView({ search, hash }: TUrlParts, view: string | null): TUrlParts {
  const query = new URLSearchParams(search);
  const fragment = hashParams(hash);
  for (const params of [query, fragment]) {
    params.delete(VIEW_PARAM);
    params.delete(ID_PARAM);
  }
  if (view) query.set(VIEW_PARAM, view);
  return { search: prefixed('?', query), hash: prefixed('#', fragment) };
}
