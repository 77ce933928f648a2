import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { canonicalize } from './c14n';
import { parseXml } from './xml-dom';

/** libxml2's canonical form (xmllint --c14n / --exc-c14n: with comments), without its final newline. */
async function libxml2(xml: string, exclusive: boolean): Promise<string> {
  const result = await validateXML({
    xml,
    normalization: 'c14n',
    modifyArguments: (args) => args.map((a) => (a === '--c14n' && exclusive ? '--exc-c14n' : a)),
  });
  return (result.normalized ?? '').replace(/\n$/, '');
}

const DOCUMENTS: Record<string, string> = {
  'attribute order, escapes, CDATA, PIs and comments': `<?xml version="1.0"?>
<?before data?>
<!-- c -->
<a xmlns="urn:a" xmlns:z="urn:z" xmlns:b="urn:b" z:q="1" b:p="2" y="3" x='4"&lt;&#9;&#10;&#13;>'><b:c xmlns:b="urn:b" xmlns="urn:a">t&amp;&lt;&gt;"'&#13;\r\nx<![CDATA[<cd>&]]></b:c><d xmlns=""><e/></d><?pi inside?><!--inner--></a>
<?after?>`,
  'xml:* attributes and whitespace in values': `<r xml:lang="tr" xmlns:x="urn:x"><x:s xml:space="preserve"><t a="  b  c  "/></x:s></r>`,
  'default namespace undeclared and redeclared': `<r xmlns="urn:d"><s xmlns="urn:d"><t xmlns=""><u xmlns=""/></t></s></r>`,
  'whitespace between elements and inside tags': `<r>\n  <a   b = "1"\n c="2"  />\n</r>\n\n`,
  'prefixes used below where they are declared': `<a xmlns="urn:a" xmlns:z="urn:z" xmlns:b="urn:b" z:q="1"><b:c>t</b:c><z:f><g xmlns="urn:a"/></z:f><h b:x="1"/></a>`,
  'characters outside ASCII': `<a b="Tedarikçi ğüşİ 𝄞">İstanbul — Kadıköy 𝄞</a>`,
};

describe('canonicalize (C14N 1.0 and exclusive C14N of a whole document)', () => {
  for (const [name, xml] of Object.entries(DOCUMENTS)) {
    it(`gives libxml2's bytes: ${name}`, async () => {
      const doc = parseXml(xml);
      expect(canonicalize(doc, { withComments: true })).toBe(await libxml2(xml, false));
      expect(canonicalize(doc, { withComments: true, exclusive: true })).toBe(
        await libxml2(xml, true),
      );
    });
  }

  it('leaves comments out unless asked, and leaves out the omitted subtree', () => {
    const doc = parseXml('<a><!--x--><b><c/></b><d/></a>');
    const b = doc.getElementsByTagName('b')[0] ?? null;
    expect(canonicalize(doc)).toBe('<a><b><c></c></b><d></d></a>');
    expect(canonicalize(doc, { omit: b })).toBe('<a><d></d></a>');
  });
});

describe('canonicalize of a document subset (what a Reference to an element digests)', () => {
  const doc = parseXml(
    '<r xmlns="urn:r" xmlns:p="urn:p" xml:lang="tr"><p:s xmlns:q="urn:q" xml:space="preserve">' +
      '<q:t p:a="1"><u/></q:t></p:s></r>',
  );
  const t = doc.getElementsByTagNameNS('urn:q', 't')[0];

  it('inclusive: carries every namespace in scope and the inherited xml:* attributes (sorted by namespace URI)', () => {
    if (!t) throw new Error('no t');
    expect(canonicalize(t)).toBe(
      '<q:t xmlns="urn:r" xmlns:p="urn:p" xmlns:q="urn:q" xml:lang="tr" xml:space="preserve" p:a="1"><u></u></q:t>',
    );
  });

  it('exclusive: only the namespaces used, declared where first used, no inherited xml:*', () => {
    if (!t) throw new Error('no t');
    expect(canonicalize(t, { exclusive: true })).toBe(
      '<q:t xmlns:p="urn:p" xmlns:q="urn:q" p:a="1"><u xmlns="urn:r"></u></q:t>',
    );
  });
});
