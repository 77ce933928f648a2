/**
 * Spec §2: side panels open through a `view` query parameter or the same parameter in the URL
 * hash (`#view=add`), so a link can open them and the back button closes them.
 */
const VIEW_PARAM = 'view';

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

/** The URL parts with the view set (in the query) or removed (from both places). */
export function withView({ search, hash }: TUrlParts, view: string | null): TUrlParts {
  const query = new URLSearchParams(search);
  const fragment = hashParams(hash);
  query.delete(VIEW_PARAM);
  fragment.delete(VIEW_PARAM);
  if (view) query.set(VIEW_PARAM, view);
  return { search: prefixed('?', query), hash: prefixed('#', fragment) };
}
