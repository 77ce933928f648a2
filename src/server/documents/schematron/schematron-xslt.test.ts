import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRenderer } from '../rendering/close-renderer';
import { compileStylesheet } from '../rendering/sef-compiler';
import { contextSelection } from './context-paths';
import { parseSchematronSefs, runSchematron, type TSchematronSefs } from './schematron-run';
import { schematronToXslt, SchematronSourceError } from './schematron-xslt';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schematron-'));
const SCH = 'xmlns:sch="http://purl.oclc.org/dsdl/schematron"';

// GİB's shape in small: rules kept abstract in another file, reached by include and extends;
// schema-level lets as parameters, a code list as pattern lets, rule lets, messages with
// sch:name and sch:value-of, a rule on an attribute anywhere, two rules on one node.
const MAIN = `<sch:schema ${SCH}>
  <sch:include href="common.xml#abstracts"/>
  <sch:include href="codes.xml#codes"/>
  <sch:ns prefix="a" uri="urn:test:a"/>
  <sch:let name="type" value="efatura"/>
  <sch:pattern id="doc">
    <sch:rule context="a:Doc/a:Line">
      <sch:let name="limit" value="10"/>
      <sch:extends rule="LineCheck"/>
    </sch:rule>
    <sch:rule context="a:Line">
      <sch:assert test="false()">never: the first rule on a node wins</sch:assert>
    </sch:rule>
    <sch:rule context="a:Doc">
      <sch:extends rule="DocCheck"/>
      <sch:report test="count(a:Line) &gt; 2">Çok satır: <sch:value-of select="count(a:Line)"/></sch:report>
    </sch:rule>
    <sch:rule context="//@unit">
      <sch:assert test="contains($Units, concat(',', ., ','))">Birim <sch:value-of select="."/> listede yok</sch:assert>
    </sch:rule>
  </sch:pattern>
</sch:schema>`;
const COMMON = `<sch:schema ${SCH}><sch:pattern id="abstracts">
  <sch:rule abstract="true" id="LineCheck">
    <sch:assert test="number(.) le $limit"><sch:name/> değeri <sch:value-of select="."/>, en çok <sch:value-of select="$limit"/> olmalıdır.</sch:assert>
  </sch:rule>
  <sch:rule abstract="true" id="DocCheck">
    <sch:assert test="not($type = 'earchive') or @kind = 'EARSIV'">e-Arşiv belgesi değil</sch:assert>
    <sch:assert test="string(a:Name) != ''">Ad boş olmamalıdır</sch:assert>
  </sch:rule>
</sch:pattern></sch:schema>`;
const CODES = `<sch:schema ${SCH}><sch:pattern id="codes">
  <sch:let name="Units" value="',C62,KGM,'"/>
</sch:pattern></sch:schema>`;

let sefs: TSchematronSefs;
const check = (xml: string, type = 'efatura', notApplicable: string[] = []) =>
  runSchematron(sefs, xml, { type, notApplicable });

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'main.xml'), MAIN);
  fs.writeFileSync(path.join(dir, 'common.xml'), COMMON);
  fs.writeFileSync(path.join(dir, 'codes.xml'), CODES);
  const main = path.join(dir, 'main.xml');
  const [verdict, report] = await Promise.all([
    compileStylesheet(schematronToXslt(main, 'verdict')),
    compileStylesheet(schematronToXslt(main, 'report')),
  ]);
  sefs = parseSchematronSefs({ verdict: verdict.sef, report: report.sef });
}, 120_000);

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('schematronToXslt', () => {
  it('passes a document that keeps every rule', () => {
    expect(check('<Doc xmlns="urn:test:a"><Name>x</Name><Line unit="C62">3</Line></Doc>')).toEqual(
      [],
    );
  });

  it('names each broken rule by its abstract rule, with its message and where', () => {
    const xml = `<Doc xmlns="urn:test:a"><Name/><Line unit="C62">30</Line><Line unit="XYZ">1</Line>
      <Line>2</Line></Doc>`;
    expect(check(xml)).toEqual([
      { rule: 'DocCheck', location: '/Doc', text: 'Ad boş olmamalıdır' },
      { rule: 'doc', location: '/Doc', text: 'Çok satır: 3' },
      { rule: 'LineCheck', location: '/Doc/Line', text: 'Line değeri 30, en çok 10 olmalıdır.' },
      { rule: 'doc', location: '/Doc/Line/@unit', text: 'Birim XYZ listede yok' },
    ]);
  });

  it('answers from the verdict alone when the only broken rules do not apply', () => {
    const xml = '<Doc xmlns="urn:test:a"><Line unit="C62">3</Line></Doc>';
    expect(check(xml).map((f) => f.rule)).toEqual(['DocCheck']);
    expect(check(xml, 'efatura', ['DocCheck'])).toEqual([]);
    // Without the report's pass the answer cannot carry GİB's text: broken, it fails visibly.
    const reportless = { verdict: sefs.verdict, report: {} };
    expect(
      runSchematron(reportless, xml, { type: 'efatura', notApplicable: ['DocCheck'] }),
    ).toEqual([]);
    expect(() => runSchematron(reportless, xml, { type: 'efatura', notApplicable: [] })).toThrow();
  });

  it('takes the schema-level lets as parameters (GİB: type = earchive)', () => {
    const xml = '<Doc xmlns="urn:test:a" kind="TEMEL"><Name>x</Name></Doc>';
    expect(check(xml)).toEqual([]);
    expect(check(xml, 'earchive').map((f) => f.text)).toEqual(['e-Arşiv belgesi değil']);
  });

  it('refuses a schema that extends a rule it does not have', () => {
    const file = path.join(dir, 'broken.xml');
    fs.writeFileSync(
      file,
      `<sch:schema ${SCH}><sch:pattern><sch:rule context="x"><sch:extends rule="Nope"/></sch:rule></sch:pattern></sch:schema>`,
    );
    expect(() => schematronToXslt(file)).toThrow(SchematronSourceError);
    expect(() => schematronToXslt(file)).toThrow('no abstract rule "Nope"');
  });
});

describe('contextSelection', () => {
  it("selects only the nodes a pattern's rules can match, sharing common steps", () => {
    expect(contextSelection(['inv:Invoice', 'inv:Invoice/cbc:UUID', '//@currencyID'])).toBe(
      '/descendant-or-self::node()/(inv:Invoice/(. | cbc:UUID) | @currencyID)',
    );
    expect(contextSelection(['/a:Doc/a:Line[1] | a:Other'])).toBe(
      '/(a:Doc/(a:Line[1])) | /descendant-or-self::node()/(a:Other)',
    );
  });

  it('gives up on a context that is not a path of name steps', () => {
    expect(contextSelection(['a:Doc', 'a:Line/..'])).toBeUndefined();
    expect(contextSelection(['key("k", 1)'])).toBeUndefined();
  });
});
