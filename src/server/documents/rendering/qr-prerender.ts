import QRCode from 'qrcode';

// GİB's general.xslt leaves the QR code's text in <div id="qrvalue"> and draws it into
// <div id="qrcode"> with a script; pages print with JavaScript off, so it is drawn here instead.
const QR_TARGET = /(<div\b[^>]*\bid="qrcode"[^>]*>)(\s*<\/div>)/;
const QR_VALUE = /<div\b[^>]*\bid="qrvalue"[^>]*>([\s\S]*?)<\/div>/;
const QR_SIZE_PX = 230;

/**
 * The page with GİB's QR code drawn as inline SVG, from the same text the page's script would
 * have read (the element's serialized content, as innerHTML gives it). Pages without one are
 * returned unchanged.
 */
export async function drawQrCode(html: string): Promise<string> {
  const target = QR_TARGET.exec(html);
  const value = QR_VALUE.exec(html)?.[1];
  if (!target || value === undefined) return html;
  const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 });
  const sized = svg.trim().replace('<svg ', `<svg width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" `);
  return html.replace(QR_TARGET, (_all, open: string, close: string) => `${open}${sized}${close}`);
}
