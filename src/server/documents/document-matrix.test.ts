import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireGibPackage, testCacheDir, testGibDir } from '../test/gib-packages';
import { verifyWithXmlsec1 } from '../test/xmlsec';
import { closeRenderer } from './rendering/close-renderer';
import { renderHtml } from './rendering/render-html';
import { buildSaleDocumentXml } from './sale-to-ubl/sale-to-ubl';
import { makeTestSaleDocument, matrixSaleCases } from './sale-to-ubl/sale-cases.test-support';
import { compileGibSchematron, gibSchematronRelease } from './schematron/gib-schematron';
import { schematronProfile } from './schematron/schematron-profile';
import type { TSchematronFailure } from './schematron/schematron-result';
import {
  parseSchematronSefs,
  runSchematron,
  type TSchematronSefs,
} from './schematron/schematron-run';
import { signUbl } from './signing/sign-ubl';
import { importSigningMaterial, type TSigningMaterial } from './signing/signing-material';
import { generateTestCertificate } from './signing/test-certificate';
import { readDefaultXslt } from './ubl/default-xslt';
import { makeTestDespatchAdvice } from './ubl/despatch.test-support';
import { buildDespatchAdviceXml } from './ubl/despatch-xml';
import { buildSelfEmployedReceiptXml } from './ubl/earsiv-belge-xml';
import { makeTestInvoice } from './ubl/invoice.test-support';
import { validateUblXsd, type TXsdResult } from './validation/xsd';
import {
  profileIdOf,
  type TUblDocumentKind,
  ublKindOfDocType,
} from '../../shared/domain/document-kind';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
requireGibPackage('e-fatura-paketi/schematron/UBL-TR_Main_Schematron.xml');
const gibDir = testGibDir;
// Compiling GİB's general.xslt takes tens of seconds on a busy machine; it happens once.
const PIPELINE_TIMEOUT = 300_000;

type TCase = {
  name: string;
  kind: TUblDocumentKind;
  /** The ProfileID the schematron is run for (its `type` and the rules that apply). */
  profile: string;
  xml: string;
  number: string;
  payable?: string;
};
type TOutcome = {
  unsigned: TXsdResult;
  signed: string;
  xmlsec: { ok: boolean; output: string };
  signedXsd: TXsdResult;
  schematron: TSchematronFailure[];
  html: string;
};

/** What GİB's Curr_Type template prints: format-number(., '###.##0,00') and TL for TRY. */
function gibMoney(amount: string, currency: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${fraction.padEnd(2, '0')} ${currency === 'TRY' ? 'TL' : currency}`;
}

function firstText(xml: string, element: string): string {
  return new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`).exec(xml)?.[1] ?? '';
}

function invoiceCase(name: string, xml: string): TCase {
  const currency = firstText(xml, 'cbc:DocumentCurrencyCode');
  const payable = gibMoney(firstText(xml, 'cbc:PayableAmount'), currency);
  const profile = firstText(xml, 'cbc:ProfileID');
  return { name, kind: 'invoice', profile, xml, number: firstText(xml, 'cbc:ID'), payable };
}

function buildCases(): TCase[] {
  const fromSales = matrixSaleCases().map(({ name, combination: c, overrides }, i): TCase => {
    const kind = ublKindOfDocType(c.docType) ?? 'invoice';
    const input = makeTestSaleDocument(c, overrides, i + 1);
    const built = buildSaleDocumentXml(input, { xslt: readDefaultXslt(gibDir, kind) });
    if (built.kind === 'invoice') return invoiceCase(name, built.xml);
    const profile = profileIdOf(c.docType, c.scenarioType) ?? '';
    return { name, kind: built.kind, profile, xml: built.xml, number: input.identity.invoiceNo };
  });
  // The MATBUDAN despatch and the e-SMM with stopaj, built straight from the builders' models.
  const matbu = makeTestDespatchAdvice('MATBUDAN');
  const {
    profile: _p,
    typeCode: _t,
    ...smm
  } = makeTestInvoice('EARSIVBELGE', 'SERBESTMESLEKMAKBUZU');
  return [
    ...fromSales,
    {
      name: 'e-İrsaliye MATBUDAN',
      kind: 'despatchAdvice',
      profile: 'TEMELIRSALIYE',
      xml: buildDespatchAdviceXml(matbu, { xslt: readDefaultXslt(gibDir, 'despatchAdvice') }),
      number: matbu.id,
    },
    invoiceCase(
      'e-SMM with stopaj',
      buildSelfEmployedReceiptXml(smm, { xslt: readDefaultXslt(gibDir, 'invoice') }),
    ),
  ];
}

async function runPipeline(
  cases: TCase[],
  material: TSigningMaterial,
  cacheDir: string,
  rules: TSchematronSefs,
) {
  const xsd = (xml: string, kind: TUblDocumentKind, beforeSigning: boolean) =>
    validateUblXsd(xml, { gibDir, kind, beforeSigning });
  // Same-tick XSD calls share one xmllint run; concurrent renders share one compile per stylesheet.
  const unsigned = await Promise.all(cases.map((c) => xsd(c.xml, c.kind, true)));
  const signed = await Promise.all(cases.map((c) => signUbl(c.xml, material)));
  const signedXsd = await Promise.all(cases.map((c, i) => xsd(signed[i] ?? '', c.kind, false)));
  const html = await Promise.all(
    signed.map((xml) => renderHtml(xml, { gibDir, cacheDir, tenant: 'matrix' })),
  );
  return cases.map((_c, i): TOutcome => ({
    unsigned: unsigned[i] ?? { valid: false, errors: ['missing'] },
    signed: signed[i] ?? '',
    xmlsec: verifyWithXmlsec1(signed[i] ?? '', { trustedDer: material.certificateDer }),
    signedXsd: signedXsd[i] ?? { valid: false, errors: ['missing'] },
    schematron: runSchematron(rules, signed[i] ?? '', schematronProfile(cases[i]?.profile ?? null)),
    html: html[i] ?? '',
  }));
}

describe('docType × invoiceType × scenario: build, XSD, sign, GİB schematron, render', () => {
  const cases = buildCases();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-matrix-'));
  let outcomes: TOutcome[] = [];
  let rules: TSchematronSefs = { verdict: {}, report: {} };

  beforeAll(async () => {
    const cert = await generateTestCertificate({
      tenantName: 'Anadolu Market A.Ş.',
      vkn: '1234567808',
    });
    const material = await importSigningMaterial(cert);
    // The release in the shared data, compiled once per machine (global setup) and kept by hash.
    rules = parseSchematronSefs(await compileGibSchematron(gibDir, testCacheDir));
    outcomes = await runPipeline(cases, material, cacheDir, rules);
  }, PIPELINE_TIMEOUT);

  afterAll(async () => {
    await closeRenderer();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('covers every kind of UBL document posbelge issues', () => {
    const roots = new Set(cases.map((c) => `${c.kind}:${firstText(c.xml, 'cbc:ProfileID')}`));
    expect([...roots].sort()).toEqual([
      'despatchAdvice:TEMELIRSALIYE',
      'invoice:EARSIVBELGE',
      'invoice:EARSIVFATURA',
      'invoice:IHRACAT',
      'invoice:TEMELFATURA',
      'invoice:TICARIFATURA',
    ]);
    expect(cases).toHaveLength(matrixSaleCases().length + 2);
  });

  it("runs GİB's rules of the release in force (20260312 or newer)", () => {
    expect(Number(gibSchematronRelease(gibDir))).toBeGreaterThanOrEqual(20260312);
  });

  it('names the rule a document breaks: a return without its DocumentTypeCode IADE', () => {
    const at = cases.findIndex((c) => c.name === 'docType 2 × invoiceType 2 × scenario 1 in TRY');
    const signed = outcomes[at]?.signed ?? '';
    const broken = signed.replace('<cbc:DocumentTypeCode>IADE</cbc:DocumentTypeCode>', '');
    expect(broken).not.toBe(signed);
    const failures = runSchematron(rules, broken, schematronProfile('EARSIVFATURA'));
    expect(failures.map((f) => f.rule)).toEqual(['IADEInvioceCheck']);
    expect(failures[0]?.text).toContain('cbc:DocumentTypeCode değeri IADE');
  });

  it.each(cases.map((c, i) => ({ ...c, i })))('$name', (c) => {
    const o = outcomes[c.i];
    if (!o) throw new Error('the pipeline did not run');
    expect(o.unsigned).toEqual({ valid: true, errors: [] });
    expect(o.signed).toMatch(/<ext:ExtensionContent><ds:Signature [^>]*Id="Signature_/);
    expect(o.xmlsec.output).toContain('OK');
    expect(o.xmlsec.ok).toBe(true);
    expect(o.signedXsd).toEqual({ valid: true, errors: [] });
    expect(o.schematron).toEqual([]);
    expect(o.html).toContain(c.number);
    if (c.payable !== undefined) expect(o.html).toContain(c.payable);
  });
});
