import { describe, expect, it } from 'vitest';
import { readDefaultXslt } from '../../ubl/default-xslt';
import { testGibDir } from '../../../test/gib-packages';
import { signedInvoice } from './documents.test-support';
import { frozenEngine, testContext } from './engine.test-support';

const ATTACHMENT = /(<cbc:EmbeddedDocumentBinaryObject\b[^>]*>)([^<]*)</;

/** A signed e-Arşiv invoice with GİB's own stylesheet attached (~260 KB of base64). */
const withGibStylesheet = () =>
  signedInvoice('EARSIVFATURA', undefined, readDefaultXslt(testGibDir, 'invoice'));

describe('SimulatorEngine: a document with its stylesheet attached', () => {
  it('is accepted', async () => {
    const { ettn, xml } = await withGibStylesheet();
    const sent = await frozenEngine().send(testContext, { ettn, signedXml: xml });
    expect(sent).toMatchObject({ outcome: 'accepted', gibStatusCode: 1000 });
  });

  it('is refused with 1177 when its attachment changed after signing, still valid base64', async () => {
    const { ettn, xml } = await withGibStylesheet();
    const tampered = xml.replace(ATTACHMENT, (_all, tag: string, text: string) => {
      const at = text.length >> 1;
      const swapped = text[at] === 'A' ? 'B' : 'A';
      return `${tag}${text.slice(0, at)}${swapped}${text.slice(at + 1)}<`;
    });
    expect(tampered).not.toBe(xml);
    const sent = await frozenEngine().send(testContext, { ettn, signedXml: tampered });
    expect(sent).toMatchObject({ outcome: 'rejected', gibStatusCode: 1177 });
  });
});
