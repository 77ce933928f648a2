import fs from 'node:fs';
import path from 'node:path';
import { GibPackageMissingError } from '../gib-dir';
import { drawQrCode } from './qr-prerender';
import { renderSandboxed } from './render-sandboxed';
import { SYSTEM_TENANT } from './sandbox/sandbox-pool';
import { compileStylesheet } from './sef-compiler';
import { XsltError } from './xslt-error';

/** GİB's stylesheet for each UBL-TR root element, inside GİB's package directory. */
export const DEFAULT_XSLT_BY_ROOT: Record<string, string> = {
  Invoice: 'ubl-tr-1.2.1/xslt/general.xslt',
  DespatchAdvice: 'ubl-tr-1.2.1/xslt/irsaliye.xslt',
  ReceiptAdvice: 'ubl-tr-1.2.1/xslt/irsaliyeyaniti.xslt',
  ApplicationResponse: 'ubl-tr-1.2.1/xslt/appResponse.xslt',
};

const EMBEDDED_OBJECT =
  /<(?:[\w.-]+:)?EmbeddedDocumentBinaryObject\b([^>]*)>([^<]*)<\/(?:[\w.-]+:)?EmbeddedDocumentBinaryObject>/g;
const ROOT_ELEMENT =
  /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<(?:[\w.-]+:)?([\w.-]+)/;

/** A stylesheet's text from its bytes, as every check and render reads it: UTF-8 without a BOM. */
export function stylesheetText(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * The stylesheets a document carries: its attachments whose file name ends in .xslt, decoded. An
 * empty attachment is no stylesheet (GİB's YOLCUBERABER.xml sample has one): it is left out.
 */
export function embeddedStylesheets(xml: string): string[] {
  return [...xml.matchAll(EMBEDDED_OBJECT)]
    .filter((match) => {
      const filename = /\bfilename\s*=\s*["']([^"']*)["']/.exec(match[1] ?? '')?.[1];
      return filename?.toLowerCase().endsWith('.xslt');
    })
    .map((match) => stylesheetText(Buffer.from(match[2] ?? '', 'base64')))
    .filter((text) => text.trim() !== '');
}

/** The local name of a document's root element ('' when there is none). */
export function rootElementName(xml: string): string {
  return ROOT_ELEMENT.exec(xml)?.[1] ?? '';
}

const defaults = new Map<string, string>();

/** GİB's stylesheet for the document's root element (general.xslt for an invoice). */
export function gibStylesheet(xml: string, gibDir: string): string {
  const root = rootElementName(xml);
  const relative = DEFAULT_XSLT_BY_ROOT[root];
  if (!relative) throw new XsltError('not-xslt', `no stylesheet for a <${root}> document`);
  const file = path.join(gibDir, relative);
  let text = defaults.get(file);
  if (text === undefined) {
    if (!fs.existsSync(file)) {
      throw new GibPackageMissingError(`GİB's stylesheet is missing: ${file}`);
    }
    text = fs.readFileSync(file, 'utf8');
    defaults.set(file, text);
  }
  return text;
}

export type TRenderOptions = {
  gibDir: string;
  cacheDir: string;
  tenant: string;
  /** Render with GİB's stylesheet whatever the document embeds (its own is known to fail). */
  ignoreEmbedded?: boolean;
  /** For tests: a render's time limit instead of render-sandboxed.ts's. */
  timeoutMs?: number;
};

/**
 * The document as HTML through the stylesheet embedded in it, else GİB's default for its root
 * element. Compiling and transforming run in sandboxed processes, in `tenant`'s turn (GİB's
 * defaults compile in the shared system turn); throws XsltError. The page is shown and printed
 * with scripts off, so GİB's QR code is drawn into it here.
 */
export async function renderHtml(xml: string, opts: TRenderOptions): Promise<string> {
  const [embedded] = opts.ignoreEmbedded ? [] : embeddedStylesheets(xml);
  const xslt = embedded ?? gibStylesheet(xml, opts.gibDir);
  const compiled = await compileStylesheet(xslt, {
    cacheDir: opts.cacheDir,
    tenant: embedded === undefined ? SYSTEM_TENANT : opts.tenant,
  });
  const html = await renderSandboxed({
    tenant: opts.tenant,
    hash: compiled.hash,
    xml,
    sef: async () => compiled.sef,
    refuseAgain: embedded !== undefined,
    ...(opts.timeoutMs === undefined ? {} : { timeoutMs: opts.timeoutMs }),
  });
  return drawQrCode(html);
}
