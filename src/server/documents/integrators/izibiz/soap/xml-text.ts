// Hand-written SOAP bodies: markup is built as strings, every value escaped on its way in.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

type TAttrs = Readonly<Record<string, string | undefined>>;

function open(name: string, attrs: TAttrs | undefined): string {
  let tag = `<${name}`;
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value !== undefined) tag += ` ${key}="${escapeXml(value)}"`;
  }
  return tag;
}

/** An element holding text (escaped); nothing at all when the value is absent. */
export function leaf(name: string, value: string | number | undefined | null, attrs?: TAttrs) {
  if (value === undefined || value === null) return '';
  return `${open(name, attrs)}>${escapeXml(String(value))}</${name}>`;
}

/** An element holding other elements, given as markup (leaf/node results). */
export function node(name: string, children: readonly string[], attrs?: TAttrs): string {
  const inner = children.join('');
  return inner ? `${open(name, attrs)}>${inner}</${name}>` : `${open(name, attrs)}/>`;
}
