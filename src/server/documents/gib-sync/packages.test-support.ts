import fs from 'node:fs';
import path from 'node:path';
import { buildTestZip, type TTestZipEntry } from './zip.test-support';

export type TTestPackages = Record<string, Buffer>;

const XSD = (name: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><!-- ${name} --></xs:schema>`;

/**
 * GİB's three zips as public code shows their insides (`UBLTR_1.2.1_Paketi/xsdrt/…`,
 * `e-FaturaPaketi/schematron/…`, a flat e-Arşiv zip), filled from a directory in our layout.
 */
export function packagesFromLayout(gibDir: string): TTestPackages {
  const from = (sub: string, prefix: string): TTestZipEntry[] =>
    listFiles(path.join(gibDir, sub)).map((rel) => ({
      name: `${prefix}${rel}`,
      data: fs.readFileSync(path.join(gibDir, sub, rel)),
    }));
  return {
    'UBL-TR1.2.1_Paketi.zip': buildTestZip([
      { name: 'UBLTR_1.2.1_Paketi/' },
      ...from('ubl-tr-1.2.1/xsdrt', 'UBLTR_1.2.1_Paketi/xsdrt/'),
      ...from('ubl-tr-1.2.1/xslt', 'UBLTR_1.2.1_Paketi/xslt/'),
      ...from('ubl-tr-1.2.1/samples', 'UBLTR_1.2.1_Paketi/xml/'),
    ]),
    'e-FaturaPaketi.zip': buildTestZip([
      ...from('e-fatura-paketi/schematron', 'e-FaturaPaketi/schematron/'),
      ...from('e-fatura-paketi/xsd', 'e-FaturaPaketi/xsd/'),
      ...from('e-fatura-paketi/samples', 'e-FaturaPaketi/xml/'),
      ...from('e-fatura-paketi/wsdl', 'e-FaturaPaketi/wsdl/'),
    ]),
    'earsiv_paket_v1.1_6.zip': buildTestZip(from('earsiv', '')),
  };
}

/** A schematron with one rule: compiles in a second, as GİB's real one does in ten. */
export const MINIMAL_SCHEMATRON = `<sch:schema xmlns:sch="http://purl.oclc.org/dsdl/schematron">
  <sch:pattern id="p"><sch:rule context="Invoice">
    <sch:assert test="count(*) ge 0">an invoice</sch:assert>
  </sch:rule></sch:pattern></sch:schema>`;

/** Small fake packages; `extra` adds entries to one of them (e.g. a hostile name). */
export function minimalPackages(extra: Record<string, TTestZipEntry[]> = {}): TTestPackages {
  const ubl = 'UBLTR_1.2.1_Paketi/';
  const efatura = 'e-FaturaPaketi/';
  return {
    'UBL-TR1.2.1_Paketi.zip': buildTestZip([
      { name: `${ubl}xsdrt/maindoc/UBL-Invoice-2.1.xsd`, data: XSD('invoice') },
      { name: `${ubl}xsdrt/maindoc/UBL-DespatchAdvice-2.1.xsd`, data: XSD('despatch') },
      { name: `${ubl}xsdrt/common/UBL-CommonBasicComponents-2.1.xsd`, data: XSD('cbc') },
      { name: `${ubl}xslt/general.xslt`, data: '<xsl:stylesheet/>' },
      { name: `${ubl}xml/TemelFaturaOrnegi.xml`, data: '<Invoice/>' },
      ...(extra['UBL-TR1.2.1_Paketi.zip'] ?? []),
    ]),
    'e-FaturaPaketi.zip': buildTestZip([
      { name: `${efatura}schematron/UBL-TR_Main_Schematron.xml`, data: MINIMAL_SCHEMATRON },
      { name: `${efatura}schematron/History.txt`, data: '20260312\n----------\n1) test\n' },
      { name: `${efatura}xsd/Envelope/Package_1_2.xsd`, data: XSD('package') },
      { name: `${efatura}xml/1_TEMEL_FATURA.xml`, data: '<Invoice/>' },
      { name: `${efatura}wsdl/efatura-test.wsdl`, data: '<definitions/>' },
      ...(extra['e-FaturaPaketi.zip'] ?? []),
    ]),
    'earsiv_paket_v1.1_6.zip': buildTestZip([
      { name: 'EArsiv.xsd', data: XSD('earsiv') },
      { name: 'earsiv_schematron.xsl', data: '<xsl:stylesheet/>' },
      ...(extra['earsiv_paket_v1.1_6.zip'] ?? []),
    ]),
  };
}

/** Relative paths of all files below `dir`, `/`-separated, sorted. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}
