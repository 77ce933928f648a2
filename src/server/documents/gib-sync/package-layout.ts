import path from 'node:path';
import type { TGibPackageKey } from './gib-packages';
import { GibSyncError } from './gib-sync-error';
import type { TZipEntry } from './zip-reader';

/** Target-relative path (the layout of the shared GİB directory, see its README) → zip entry. */
export type TLayoutPlan = { files: Map<string, TZipEntry>; warnings: string[] };

type TFile = { path: string; lower: string; entry: TZipEntry };

const JUNK = /(^|\/)(__MACOSX\/|\._|\.DS_Store$|Thumbs\.db$)/i;

/**
 * Maps one GİB package onto our layout. GİB has moved folders between releases (an outer
 * `UBLTR_1.2.1_Paketi/` folder, samples in `xml/`), so each part is located by a file it must
 * contain rather than by a fixed path.
 */
export function planPackageLayout(
  key: TGibPackageKey,
  fileName: string,
  entries: TZipEntry[],
): TLayoutPlan {
  const files: TFile[] = entries
    .filter((e) => !e.isDirectory && !JUNK.test(e.name))
    .map((entry) => ({ path: entry.name, lower: foldAscii(entry.name), entry }));
  const plan: TLayoutPlan = { files: new Map(), warnings: [] };
  const missing = (what: string) =>
    new GibSyncError(
      `${fileName}: ${what} not found in the package (GİB may have changed its layout).`,
    );
  if (key === 'ubl-tr') planUbl(files, plan, fileName, missing);
  else if (key === 'e-fatura') planEFatura(files, plan, fileName, missing);
  else planEArsiv(files, plan, missing);
  return plan;
}

function planUbl(
  files: TFile[],
  plan: TLayoutPlan,
  fileName: string,
  missing: (what: string) => Error,
): void {
  const roots = files
    .filter((f) => /(^|\/)maindoc\/ubl-invoice-2\.1\.xsd$/.test(f.lower))
    .map((f) => f.lower.slice(0, f.lower.length - 'maindoc/ubl-invoice-2.1.xsd'.length))
    .filter((root) => files.some((f) => f.lower.startsWith(`${root}common/`)));
  // The OASIS distribution ships `xsd` (annotated) and `xsdrt` (runtime); GİB's is the latter.
  roots.sort((a, b) => score(a) - score(b) || a.length - b.length);
  const xsdRoot = roots[0];
  if (xsdRoot === undefined)
    throw missing('a folder holding maindoc/UBL-Invoice-2.1.xsd and common/');
  addTree(plan, xsd(files), xsdRoot, 'ubl-tr-1.2.1/xsdrt', fileName);
  const rest = files.filter((f) => !f.lower.endsWith('.xsd'));

  const xslts = rest.filter((f) => /\.xslt?$/.test(f.lower));
  if (!xslts.some((f) => path.posix.basename(f.lower) === 'general.xslt')) {
    throw missing('the invoice stylesheet general.xslt');
  }
  const xsltDirs = new Set(xslts.map((f) => path.posix.dirname(f.lower)));
  const css = rest.filter(
    (f) => f.lower.endsWith('.css') && xsltDirs.has(path.posix.dirname(f.lower)),
  );
  addFlat(plan, [...xslts, ...css], 'ubl-tr-1.2.1/xslt', fileName);

  const samples = rest.filter((f) => f.lower.endsWith('.xml'));
  if (samples.length === 0) plan.warnings.push(`${fileName}: no sample documents found`);
  addFlat(plan, samples, 'ubl-tr-1.2.1/samples', fileName);
}

function score(root: string): number {
  return /(^|\/)xsdrt\/$/.test(root) ? 0 : 1;
}

function planEFatura(
  files: TFile[],
  plan: TLayoutPlan,
  fileName: string,
  missing: (what: string) => Error,
): void {
  const main = files.find((f) => path.posix.basename(f.lower) === 'ubl-tr_main_schematron.xml');
  if (!main) throw missing('UBL-TR_Main_Schematron.xml');
  const schematronRoot = dirPrefix(main.lower);
  addTree(plan, files, schematronRoot, 'e-fatura-paketi/schematron', fileName);

  const envelope = files.find((f) => /(^|\/)envelope\/package_1_2\.xsd$/.test(f.lower));
  const xsdRoot = envelope ? dirPrefix(dirPrefix(envelope.lower).slice(0, -1)) : undefined;
  if (xsdRoot === undefined) plan.warnings.push(`${fileName}: envelope schemas not found`);
  else addTree(plan, xsd(files), xsdRoot, 'e-fatura-paketi/xsd', fileName);

  const rest = files.filter(
    (f) => !f.lower.endsWith('.xsd') && !f.lower.startsWith(schematronRoot),
  );
  const wsdl = rest.filter((f) => f.lower.endsWith('.wsdl'));
  if (wsdl.length === 0) plan.warnings.push(`${fileName}: no WSDL found`);
  addFlat(plan, wsdl, 'e-fatura-paketi/wsdl', fileName);

  const xml = rest.filter((f) => f.lower.endsWith('.xml'));
  const sampleDirs = new Set(xml.map((f) => path.posix.dirname(f.lower)));
  const notes = rest.filter(
    (f) => f.lower.endsWith('.txt') && sampleDirs.has(path.posix.dirname(f.lower)),
  );
  if (xml.length === 0) plan.warnings.push(`${fileName}: no sample documents found`);
  addFlat(plan, [...xml, ...notes], 'e-fatura-paketi/samples', fileName);
}

function planEArsiv(files: TFile[], plan: TLayoutPlan, missing: (what: string) => Error): void {
  const main = files.find((f) => path.posix.basename(f.lower) === 'earsiv.xsd');
  if (!main) throw missing('EArsiv.xsd');
  const root = dirPrefix(main.lower);
  const wanted = /\.(xsd|xslt?|wsdl)$/;
  addTree(
    plan,
    files.filter((f) => wanted.test(f.lower)),
    root,
    'earsiv',
    'e-Arşiv package',
  );
  const outside = files.filter((f) => f.lower.endsWith('.wsdl') && !f.lower.startsWith(root));
  addFlat(plan, outside, 'earsiv', 'e-Arşiv package');
}

function xsd(files: TFile[]): TFile[] {
  return files.filter((f) => f.lower.endsWith('.xsd'));
}

/** Lower-cases ASCII only, so that offsets in the folded name match the original. */
function foldAscii(s: string): string {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** `a/b/c.xsd` → `a/b/`; a top-level file → ``. */
function dirPrefix(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i + 1);
}

function addTree(plan: TLayoutPlan, files: TFile[], root: string, dest: string, pkg: string): void {
  for (const f of files) {
    if (f.lower.startsWith(root)) put(plan, `${dest}/${f.path.slice(root.length)}`, f, pkg);
  }
}

function addFlat(plan: TLayoutPlan, files: TFile[], dest: string, pkg: string): void {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  for (const f of sorted) put(plan, `${dest}/${path.posix.basename(f.path)}`, f, pkg);
}

function put(plan: TLayoutPlan, target: string, f: TFile, pkg: string): void {
  if (plan.files.has(target)) {
    plan.warnings.push(`${pkg}: ${f.path} skipped, ${target} already comes from another entry`);
    return;
  }
  plan.files.set(target, f.entry);
}
