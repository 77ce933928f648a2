/** A minimal string-based XML writer: elements are strings, text is always escaped. */

// XML 1.0 forbids these control characters even when escaped.
// eslint-disable-next-line no-control-regex -- matching them is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const INVALID_XML_CHAR = new RegExp(INVALID_XML_CHARS.source);

export function hasInvalidXmlChars(value: string): boolean {
  return INVALID_XML_CHAR.test(value);
}

// eslint-disable-next-line no-control-regex -- the invalid characters are dropped by escaping
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function escapeXml(value: string): string {
  // Most values (and the ~260 KB base64 stylesheet every document embeds) have nothing to escape.
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type TAttrs = Record<string, string | undefined>;
type TChild = string | undefined | null | false;

function openTag(name: string, attrs: TAttrs | undefined): string {
  let tag = `<${name}`;
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value !== undefined) tag += ` ${key}="${escapeXml(value)}"`;
  }
  return tag;
}

/** An element whose children are already-written XML; empty children are skipped. */
export function el(name: string, attrs: TAttrs | undefined, ...children: TChild[]): string {
  const inner = children.filter((c): c is string => typeof c === 'string' && c !== '').join('');
  return inner ? `${openTag(name, attrs)}>${inner}</${name}>` : `${openTag(name, attrs)}/>`;
}

/** A text element; `undefined` writes nothing, so optional fields stay absent. */
export function leaf(name: string, value: string | undefined, attrs?: TAttrs): string {
  if (value === undefined) return '';
  return `${openTag(name, attrs)}>${escapeXml(value)}</${name}>`;
}
