import { el, leaf } from './xml-writer';

// The same stylesheet is embedded in every document of a store: encode it once.
const base64Cache = new WeakMap<Buffer, string>();
function base64Of(xslt: Buffer): string {
  let encoded = base64Cache.get(xslt);
  if (encoded === undefined) {
    encoded = xslt.toString('base64');
    base64Cache.set(xslt, encoded);
  }
  return encoded;
}

/** The rendering stylesheet travels inside the document, named after its number (domain.md). */
export function xsltReferenceXml(
  doc: { id: string; uuid: string; issueDate: string },
  xslt: Buffer,
): string {
  return el(
    'cac:AdditionalDocumentReference',
    undefined,
    leaf('cbc:ID', doc.uuid),
    leaf('cbc:IssueDate', doc.issueDate),
    leaf('cbc:DocumentType', 'XSLT'),
    el(
      'cac:Attachment',
      undefined,
      leaf('cbc:EmbeddedDocumentBinaryObject', base64Of(xslt), {
        characterSetCode: 'UTF-8',
        encodingCode: 'Base64',
        filename: `${doc.id}.xslt`,
        mimeCode: 'application/xml',
      }),
    ),
  );
}

/** The empty slot the XAdES signature is written into. */
export function emptyExtensionsXml(): string {
  return el(
    'ext:UBLExtensions',
    undefined,
    el('ext:UBLExtension', undefined, el('ext:ExtensionContent', undefined)),
  );
}
