/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  const quoted = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1];
  const plain = quoted ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  return plain ? plain : null;
}
