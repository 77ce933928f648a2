export type TImageInfo = { type: 'png' | 'jpeg' | 'gif' | 'svg'; width: number; height: number };

export const MAX_IMAGE_SIDE = 2000;

function pngSize(b: Buffer): TImageInfo | null {
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(magic)) return null;
  if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): TImageInfo | null {
  const head = b.toString('latin1', 0, 6);
  if (b.length < 10 || (head !== 'GIF87a' && head !== 'GIF89a')) return null;
  return { type: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

// JPEG keeps its size in the first start-of-frame segment (SOF0…SOF15 except DHT/JPG/DAC).
function jpegSize(b: Buffer): TImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    const length = b.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) return { type: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

function svgLength(raw: string | undefined): number | null {
  if (!raw) return null;
  const m = /^\s*([\d.]+)\s*(px)?\s*$/.exec(raw);
  return m?.[1] ? Math.round(Number(m[1])) : null;
}

function svgSize(b: Buffer): TImageInfo | null {
  const text = b.toString('utf8', 0, Math.min(b.length, 4096));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (
    !tag ||
    !/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg\b/i.test(text)
  ) {
    return null;
  }
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const viewBox = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = svgLength(attr('width')) ?? (viewBox?.[2] ? Math.round(viewBox[2]) : null);
  const height = svgLength(attr('height')) ?? (viewBox?.[3] ? Math.round(viewBox[3]) : null);
  if (!width || !height) return null;
  return { type: 'svg', width, height };
}

/** Reads the image type and size from the file header; null when it is not a PNG/JPEG/GIF/SVG. */
export function readImageInfo(bytes: Buffer): TImageInfo | null {
  return pngSize(bytes) ?? jpegSize(bytes) ?? gifSize(bytes) ?? svgSize(bytes);
}
