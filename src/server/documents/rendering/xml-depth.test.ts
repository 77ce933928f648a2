import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Node } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { requireGibPackage } from '../../test/gib-packages';
import { nestsDeeperThan } from './xml-depth';

const xsltDir = requireGibPackage('ubl-tr-1.2.1/xslt');

/** The parser's own answer, walked with a stack. */
function parsedDepth(text: string): number {
  let deepest = 0;
  const stack: [Node, number][] = [[new DOMParser().parseFromString(text, 'text/xml'), 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    deepest = Math.max(deepest, depth);
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.ELEMENT_NODE) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

describe('nestsDeeperThan', () => {
  it('counts every element, an empty one as deep as any', () => {
    const text = '<a><b/><c x="1"><d/></c><e></e><b /></a>';
    expect(nestsDeeperThan(text, 3)).toBe(false);
    expect(nestsDeeperThan(text, 2)).toBe(true);
    expect(parsedDepth(text)).toBe(3);
  });

  it('skips markup in comments, CDATA, processing instructions and quoted values', () => {
    const text = `<?xml version="1.0"?><a><!-- <b><b><b> --><![CDATA[<b><b>]]><?pi <b><b>?>
      <c test="count(x) > 1 and $y/>2" select='"/>"'/><c test='a > b'/></a>`;
    expect(nestsDeeperThan(text, 2)).toBe(false);
    expect(nestsDeeperThan(text, 1)).toBe(true);
    expect(parsedDepth(text)).toBe(2);
  });

  it.each(['general', 'irsaliye', 'irsaliyeyaniti', 'appResponse'])(
    "agrees with the parser on GİB's %s.xslt",
    (name) => {
      const text = fs.readFileSync(path.join(xsltDir, `${name}.xslt`), 'utf8');
      const depth = parsedDepth(text);
      expect(nestsDeeperThan(text, depth)).toBe(false);
      expect(nestsDeeperThan(text, depth - 1)).toBe(true);
    },
  );
});
