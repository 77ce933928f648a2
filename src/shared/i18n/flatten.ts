type TTree = { readonly [key: string]: string | TTree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; the dotted keys are the ones `t()` accepts. */
export function flattenTranslations(tree: TTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenTranslations(value, `${path}.`));
  }
  return flat;
}
