// PostgreSQL's text and jsonb cannot hold U+0000, and a UTF-16 surrogate without its pair has no
// UTF-8 form: node-postgres would store U+FFFD in its place, jsonb refuses its `\ud800` escape.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL stores as it is: no NUL character, no unpaired UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Enough to show a client where to look; a body of a million bad strings gets no longer answer. */
export const MAX_UNSTORABLE_PATHS = 20;

/**
 * The paths (`root.a.0.b`) of the strings in a parsed value (a JSON body, a query, headers) that
 * PostgreSQL cannot store, object keys included (a bad key names its object). Walked without
 * recursion: JSON.parse accepts nesting far deeper than the call stack.
 */
export function unstorableTextPaths(value: unknown, root: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0 && found.length < MAX_UNSTORABLE_PATHS) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(path);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${path}.${i}`]);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      const entries = Object.entries(item);
      if (entries.some(([key]) => !isStorableText(key))) found.push(path);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (isStorableText(key)) pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return found;
}
