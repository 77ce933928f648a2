import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { contextSelection } from './context-paths';

const SCH = 'http://purl.oclc.org/dsdl/schematron';
const XSL = 'http://www.w3.org/1999/XSL/Transform';

export class SchematronSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchematronSourceError';
  }
}

const children = (el: Element, name?: string): Element[] =>
  Array.from(el.childNodes).filter(
    (n): n is Element =>
      n.nodeType === n.ELEMENT_NODE &&
      (n as Element).namespaceURI === SCH &&
      (name === undefined || (n as Element).localName === name),
  );

function parseFile(file: string): Element {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new SchematronSourceError(`the schematron file ${path.basename(file)} cannot be read`);
  }
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning')
        throw new SchematronSourceError(`${path.basename(file)}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SCH || root.localName !== 'schema') {
    throw new SchematronSourceError(`${path.basename(file)} is not an ISO schematron schema`);
  }
  return root;
}

function findById(el: Element, id: string): Element | undefined {
  if (el.getAttribute('id') === id) return el;
  for (const child of children(el)) {
    const found = findById(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The schema's patterns with `sch:include href="file#id"` replaced by what they name. */
function patternsOf(schema: Element, dir: string): Element[] {
  const out: Element[] = [];
  for (const child of children(schema)) {
    if (child.localName === 'pattern') out.push(child);
    if (child.localName !== 'include') continue;
    const [file = '', id] = (child.getAttribute('href') ?? '').split('#');
    // Only files beside the main schema: the package is one folder.
    const included = parseFile(path.join(dir, path.basename(file)));
    const target = id ? findById(included, id) : included;
    if (!target) throw new SchematronSourceError(`${file} has no element with id "${id}"`);
    out.push(...(target.localName === 'pattern' ? [target] : children(target, 'pattern')));
  }
  return out;
}

const escapeAttr = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('\r', '&#13;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\t', '&#9;');
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An assertion's message: its text, `sch:name` and `sch:value-of` as XSLT that writes text. */
function message(assertion: Element): string {
  let out = '';
  for (const node of Array.from(assertion.childNodes)) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      out += `<xsl:text>${escapeText(node.nodeValue ?? '')}</xsl:text>`;
    } else if (node.nodeType === node.ELEMENT_NODE) {
      const el = node as Element;
      if (el.localName === 'name') {
        out += `<xsl:value-of select="name(${escapeAttr(el.getAttribute('path') ?? '.')})"/>`;
      } else if (el.localName === 'value-of') {
        out += `<xsl:value-of select="${escapeAttr(el.getAttribute('select') ?? '')}"/>`;
      } else {
        out += message(el);
      }
    }
  }
  return out;
}

/**
 * `verdict`: a line with the rule's id per broken assertion, nothing else (what every document
 * pays for); `report`: the full line with where and GİB's message, a rule that cannot be
 * evaluated reported as broken (run again only for a document the verdict fails).
 */
export type TSchematronForm = 'verdict' | 'report';
type TContext = { abstracts: Map<string, Element>; out: string[]; form: TSchematronForm };

/** A rule's lets, assertions and reports, those of the abstract rules it extends in place. */
function ruleBody(rule: Element, ruleId: string, ctx: TContext, seen: Set<string>): void {
  for (const el of children(rule)) {
    if (el.localName === 'let') {
      const value = escapeAttr(el.getAttribute('value') ?? '');
      ctx.out.push(`<xsl:variable name="${el.getAttribute('name') ?? ''}" select="${value}"/>`);
    } else if (el.localName === 'extends') {
      const id = el.getAttribute('rule') ?? '';
      const abstract = ctx.abstracts.get(id);
      if (!abstract) throw new SchematronSourceError(`no abstract rule "${id}" to extend`);
      if (seen.has(id)) throw new SchematronSourceError(`the abstract rule "${id}" extends itself`);
      ruleBody(abstract, id, ctx, new Set([...seen, id]));
    } else if (el.localName === 'assert' || el.localName === 'report') {
      const test = el.getAttribute('test') ?? '';
      const when = el.localName === 'assert' ? `not(${test})` : test;
      const id = escapeText(el.getAttribute('id') ?? ruleId);
      if (ctx.form === 'verdict') {
        ctx.out.push(
          `<xsl:if test="${escapeAttr(when)}"><xsl:text>${id}${LINE}</xsl:text></xsl:if>`,
        );
        continue;
      }
      // A rule that cannot be evaluated on this document (GİB's XPath meeting two values where
      // it expects one) fails it, as it would fail at GİB; the line says so.
      ctx.out.push(
        `<xsl:try><xsl:if test="${escapeAttr(when)}">`,
        `<xsl:variable name="posbelge-message">${message(el)}</xsl:variable>`,
        `<xsl:text>${id}${FIELD}</xsl:text><xsl:value-of select="posbelge:location(.)"/>`,
        `<xsl:text>${FIELD}</xsl:text><xsl:value-of select="normalize-space($posbelge-message)"/>`,
        `<xsl:text>${LINE}</xsl:text></xsl:if><xsl:catch>`,
        `<xsl:text>${id}${FIELD}</xsl:text><xsl:value-of select="posbelge:location(.)"/>`,
        `<xsl:text>${FIELD}${UNEVALUATED}</xsl:text><xsl:value-of select="$err:description"/>`,
        `<xsl:text>${LINE}</xsl:text></xsl:catch></xsl:try>`,
      );
    }
  }
}

const FIELD = '&#9;';
const LINE = '&#10;';
const POSBELGE_NS = 'urn:posbelge:schematron';
const UNEVALUATED = 'Kural bu belgede değerlendirilemedi: ';

function collectAbstracts(patterns: Element[]): Map<string, Element> {
  const abstracts = new Map<string, Element>();
  for (const pattern of patterns) {
    for (const rule of children(pattern, 'rule')) {
      if (rule.getAttribute('abstract') === 'true')
        abstracts.set(rule.getAttribute('id') ?? '', rule);
    }
  }
  return abstracts;
}

function letDeclaration(el: Element, kind: 'param' | 'variable'): string {
  const value = escapeAttr(el.getAttribute('value') ?? '');
  return `<xsl:${kind} name="${el.getAttribute('name') ?? ''}" select="${value}"/>`;
}

/**
 * Turns an ISO schematron schema (GİB's UBL-TR main file with the files it includes) into one
 * XSLT 3.0 stylesheet that writes a line per failed assertion or fired report: in `report` form
 * `rule id TAB location TAB message`, in `verdict` form the rule id alone. Schema-level lets
 * become stylesheet parameters (GİB's `type` is one: "earchive" for e-Arşiv, aciklamalar.txt);
 * pattern lets global variables. Each pattern has a mode of its own, where a node is matched by
 * its first fitting rule only, as ISO schematron says.
 */
export function schematronToXslt(mainFile: string, form: TSchematronForm = 'report'): string {
  const schema = parseFile(mainFile);
  const patterns = patternsOf(schema, path.dirname(mainFile));
  const namespaces = children(schema, 'ns').map(
    (ns) =>
      `xmlns:${ns.getAttribute('prefix') ?? ''}="${escapeAttr(ns.getAttribute('uri') ?? '')}"`,
  );
  const ctx: TContext = { abstracts: collectAbstracts(patterns), out: [], form };
  const out = ctx.out;
  out.push(
    `<xsl:stylesheet version="3.0" xmlns:xsl="${XSL}" xmlns:xs="http://www.w3.org/2001/XMLSchema"`,
    ` xmlns:err="http://www.w3.org/2005/xqt-errors" xmlns:posbelge="${POSBELGE_NS}"`,
    ` ${namespaces.join(' ')} exclude-result-prefixes="#all">`,
    '<xsl:output method="text" encoding="UTF-8"/>',
    '<xsl:function name="posbelge:location" as="xs:string">',
    '<xsl:param name="node" as="node()"/>',
    `<xsl:sequence select="concat('/', string-join($node/ancestor-or-self::*/name(), '/'),`,
    ` if ($node instance of attribute()) then concat('/@', name($node)) else '')"/>`,
    '</xsl:function>',
  );
  for (const el of children(schema, 'let')) out.push(letDeclaration(el, 'param'));
  for (const pattern of patterns) {
    for (const el of children(pattern, 'let')) out.push(letDeclaration(el, 'variable'));
  }
  const walked = patterns.filter((p) => children(p, 'rule').some((r) => r.hasAttribute('context')));
  const starts: string[] = [];
  const rootAt = out.length;
  walked.forEach((pattern, i) => {
    const rules = children(pattern, 'rule').filter((r) => r.hasAttribute('context'));
    const selection = contextSelection(rules.map((r) => r.getAttribute('context') ?? ''));
    // With a selection every node a rule can match is handed to the mode once; without one the
    // mode walks the whole document, each rule passing on to the children.
    const onward = selection ? '' : `<xsl:apply-templates select="@*|*" mode="p${i}"/>`;
    rules.forEach((rule, k) => {
      const context = escapeAttr(rule.getAttribute('context') ?? '');
      out.push(`<xsl:template match="${context}" mode="p${i}" priority="${rules.length - k}">`);
      const ruleId = rule.getAttribute('id') ?? pattern.getAttribute('id') ?? `pattern-${i}`;
      ruleBody(rule, ruleId, ctx, new Set());
      out.push(`${onward}</xsl:template>`);
    });
    out.push(
      `<xsl:template match="/|@*|*" mode="p${i}" priority="-1">`,
      `${selection ? '' : `<xsl:apply-templates select="@*|*" mode="p${i}"/>`}</xsl:template>`,
    );
    starts.push(`<xsl:apply-templates select="${escapeAttr(selection ?? '/')}" mode="p${i}"/>`);
  });
  out.splice(rootAt, 0, '<xsl:template match="/">', ...starts, '</xsl:template>');
  out.push('</xsl:stylesheet>');
  return out.join('\n');
}
