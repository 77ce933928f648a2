/** UTF-8 text of a base64 value (the integrator request body), or null when it is not base64. */
export function decodeBase64Utf8(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const TOKEN = /(<[^>]+>)/g;

/**
 * XML with one element per line, indented by depth, for reading in a dialog. Text between tags
 * stays on its element's line; anything that is not XML comes back unchanged.
 */
export function indentXml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<')) return text;
  const lines: string[] = [];
  let depth = 0;
  for (const part of trimmed.split(TOKEN)) {
    const token = part.trim();
    if (token === '') continue;
    if (!token.startsWith('<')) {
      const last = lines.pop() ?? '';
      lines.push(`${last}${token}`);
      continue;
    }
    const closing = token.startsWith('</');
    const selfContained = /^<[?!]/.test(token) || token.endsWith('/>');
    if (closing) depth = Math.max(0, depth - 1);
    const previous = lines[lines.length - 1];
    // `<a>text</a>` stays on one line.
    if (closing && previous !== undefined && !previous.endsWith('>')) {
      lines[lines.length - 1] = `${previous}${token}`;
      continue;
    }
    lines.push(`${'  '.repeat(depth)}${token}`);
    if (!closing && !selfContained) depth += 1;
  }
  return lines.join('\n');
}
