import QRCode from 'qrcode';

// GİB's general.xslt leaves the QR code's text in <div id="qrvalue"> and draws it into
// <div id="qrcode"> with a script; pages print with JavaScript off, so it is drawn here instead.
// The page is a tenant stylesheet's output, up to 8 M characters, read on the server's own thread:
// every pattern runs in one pass (a tag's text stops at the next < or >, and the id is looked
// for inside the tag afterwards), never retrying a long match from each <div.
const DIV_OPEN = /<div\b[^<>]*>/g;
const QR_TARGET_ID = /\bid="qrcode"/;
const QR_VALUE_ID = /\bid="qrvalue"/;
const EMPTY_CLOSE = /\s*<\/div>/y;
const QR_SIZE_PX = 230;

/** Where the first <div> whose opening tag matches `id` opens and where its tag ends. */
function findDiv(html: string, id: RegExp): { start: number; end: number } | undefined {
  for (const match of html.matchAll(DIV_OPEN)) {
    if (id.test(match[0])) return { start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/**
 * The page with GİB's QR code drawn as inline SVG, from the same text the page's script would
 * have read (the element's serialized content, as innerHTML gives it). Pages without one are
 * returned unchanged.
 */
export async function drawQrCode(html: string): Promise<string> {
  const target = findDiv(html, QR_TARGET_ID);
  const value = findDiv(html, QR_VALUE_ID);
  if (!target || !value) return html;
  EMPTY_CLOSE.lastIndex = target.end;
  if (!EMPTY_CLOSE.test(html)) return html;
  const close = html.indexOf('</div>', value.end);
  if (close === -1) return html;
  const svg = await QRCode.toString(html.slice(value.end, close), {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: 0,
  });
  const sized = svg.trim().replace('<svg ', `<svg width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" `);
  return `${html.slice(0, target.end)}${sized}${html.slice(target.end)}`;
}
