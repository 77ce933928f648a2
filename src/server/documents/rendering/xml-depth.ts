const LT = '<';
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/** The index after `close`, searched from `from`; the text's end when it is not there. */
function after(text: string, close: string, from: number): number {
  const at = text.indexOf(close, from);
  return at === -1 ? text.length : at + close.length;
}

/** The index after the `>` that ends the tag begun before `from`, outside quoted values. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === QUOTE || c === APOSTROPHE) {
      quote = c;
    } else if (c === GT) {
      return i + 1;
    }
  }
  return text.length;
}

/**
 * Whether the elements of an XML text nest deeper than `limit`, read in one pass without building
 * a tree: a hostile stylesheet is refused before the parser builds its tens of thousands of nodes.
 * Comments, CDATA sections, processing instructions and quoted attribute values are skipped; a
 * DOCTYPE ends the count (the source check refuses it). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let at = text.indexOf(LT); at !== -1;) {
    const next = text.charCodeAt(at + 1);
    let end: number;
    if (text.startsWith('<!--', at)) end = after(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) end = after(text, ']]>', at + 9);
    else if (next === QUESTION) end = after(text, '?>', at + 2);
    else if (next === BANG) return false;
    else {
      end = tagEnd(text, at + 1);
      if (next === SLASH) depth -= 1;
      else if (depth + 1 > limit) return true;
      else if (text.charCodeAt(end - 2) !== SLASH) depth += 1;
    }
    at = text.indexOf(LT, end);
  }
  return false;
}
