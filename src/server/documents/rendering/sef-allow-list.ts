/**
 * The verdict on every node kind and every function of the saxon-js runtime we ship, decided by
 * what it can reach: allowed when it computes only on the document, its arguments and constants;
 * refused when it reads or writes files or URLs, runs JavaScript, reaches the host, evaluates
 * code built at run time or reads DTD declarations. The same verdicts hold for GİB's stylesheets
 * and a tenant's; the sandboxed process is the second lock. sef-allow-list.test.ts reads the
 * runtime's tables and fails on a kind or function without a verdict here, so a saxon-js upgrade
 * waits for an audit; a name the runtime does not know is refused.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

const FN = 'http://www.w3.org/2005/xpath-functions';
export const SEF_NAMESPACES = {
  fn: FN,
  map: `${FN}/map`,
  array: `${FN}/array`,
  math: `${FN}/math`,
  xs: 'http://www.w3.org/2001/XMLSchema',
  saxon: 'http://saxon.sf.net/',
  exsl: 'http://exslt.org/common',
  ixsl: 'http://saxonica.com/ns/interactiveXSLT',
  js: 'http://saxonica.com/ns/globalJS',
} as const;
type TPrefix = keyof typeof SEF_NAMESPACES;

/** `Q{uri}local` names from `prefix: local local …` lines. */
function qualified(lists: Partial<Record<TPrefix, string>>): string[] {
  return Object.entries(lists).flatMap(([prefix, text]) =>
    [...words(text)].map((local) => `Q{${SEF_NAMESPACES[prefix as TPrefix]}}${local}`),
  );
}

/** name → why it is refused, from `why: names` groups. */
function refusals(groups: Record<string, string[] | Set<string>>): Map<string, string> {
  return new Map(
    Object.entries(groups).flatMap(([why, names]) => [...names].map((name) => [name, why])),
  );
}

const READS_FILES = 'reads or writes files or URLs';
const DYNAMIC = 'evaluates code built at run time';
const JAVASCRIPT = 'runs JavaScript or reaches the host page';

export const SEF_ALLOWED_KINDS = new Set([
  // Constants, variables and the focus.
  ...words('str int dec dbl flt true false empty null qName literal range'),
  ...words('varRef gVarRef supplied param dot root let for'),
  // Operators, comparisons, casts and type checks.
  ...words(`and or arith arith10 minus compareToInt compareToString gc gc10 gcEE vc is precedes
    follows intRangeTest among instance castable cast treat check convert cvUntyped atomic
    atomSing data homCheck coercedFn fnCoercer`),
  // Paths, sequences, sorting.
  ...words(`axis slash filter first lastOf isLast tail subscript indexedFilter2 docOrder union
    intersect except every some to sort conditionalSort emptyTextNodeRemover mergeAdj condSeq
    condCont`),
  // Maps, arrays and function items; fnRef and acFnRef name a function, checked like a call.
  ...words(`map array arrayBlock lookup lookupAll lookupTuple inlineFn partialApply ufRef fnRef
    acFnRef`),
  // Calls: fn and ifCall are checked by name; the others call the stylesheet's own functions,
  // or format-number and translate (cfn).
  ...words('fn ifCall ufCall origFC cfn tailCallLoop'),
  // Templates and control; `message` goes to the renderer, which drops it.
  ...words(`choose applyT applyImports nextMatch callT forEach forEachGroup currentGroup
    currentGroupingKey iterate nextIteration break try error fork analyzeString nodeNum
    numSeqFmt message onEmpty onNonEmpty`),
  // Building the result; `doc` is xsl:document, a temporary tree.
  ...words(`elem compElem att compAtt attVal namespace comment procInst copy copyOf valueOf
    sequence useAS doc`),
  // Match patterns.
  ...words(`p.any p.never p.booleanExp p.genNode p.genPos p.nodeSet p.nodeTest p.simPos p.venn
    p.withCurrent p.withPredicate p.withUpper`),
  // Never evaluated: read by the package loader or by their parent's evaluator. An output
  // property is checked by name (SEF_REFUSED_PROPERTIES).
  ...words(`package co mode templateRule template function arg globalVariable globalParam glob
    key accumulator pre post accRule attributeSet charMap m decimalFormat output property
    overridden strip sortKey withParam catch params`),
]);

export const SEF_REFUSED_KINDS = refusals({
  [READS_FILES]: words('sourceDoc merge mergeSrc resultDoc'),
  [DYNAMIC]: words('evaluate'),
  [JAVASCRIPT]: words('javaCall'),
  'cannot run in saxon-js (streaming, or an unresolved call)': words('consume functionCall'),
});

// Functions that compute only. The clock, the time zone and random numbers are no secret of the
// server; `trace` writes to the sandbox's own log; saxon:apply is the compiled dynamic call $f(…).
export const SEF_ALLOWED_FUNCTIONS = new Set(
  qualified({
    fn: `QName abs accumulator-after accumulator-before adjust-date-to-timezone
      adjust-dateTime-to-timezone adjust-time-to-timezone analyze-string apply avg base-uri
      boolean ceiling codepoint-equal codepoints-to-string collation-key compare concat contains
      contains-token copy-of count current current-date current-dateTime current-group
      current-grouping-key current-merge-group current-merge-key current-time data dateTime
      day-from-date day-from-dateTime days-from-duration deep-equal default-collation
      default-language distinct-values document-uri element-available element-with-id empty
      encode-for-uri ends-with error escape-html-uri exactly-one exists false filter floor
      fold-left fold-right for-each for-each-pair format-date format-dateTime format-integer
      format-number format-time function-arity function-available function-name generate-id
      has-children head hours-from-dateTime hours-from-duration hours-from-time id idref
      implicit-timezone in-scope-prefixes index-of innermost insert-before iri-to-uri
      json-to-xml key lang last local-name local-name-from-QName lower-case matches max min
      minutes-from-dateTime minutes-from-duration minutes-from-time month-from-date
      month-from-dateTime months-from-duration name namespace-uri namespace-uri-for-prefix
      namespace-uri-from-QName nilled node-name normalize-space normalize-unicode not number
      one-or-more outermost parse-ietf-date parse-json path position prefix-from-QName
      random-number-generator regex-group remove replace resolve-QName resolve-uri reverse root
      round round-half-to-even seconds-from-dateTime seconds-from-duration seconds-from-time
      serialize snapshot sort starts-with string string-join string-length string-to-codepoints
      subsequence substring substring-after substring-before sum tail timezone-from-date
      timezone-from-dateTime timezone-from-time tokenize trace translate true type-available
      unordered upper-case xml-to-json year-from-date year-from-dateTime years-from-duration
      zero-or-one`,
    map: '_new contains create entry find for-each get keys merge put remove size untyped-contains',
    array: `_from-sequence _to-sequence append filter flatten fold-left fold-right for-each
      for-each-pair get head insert-before join put remove reverse size sort subarray tail`,
    math: 'acos asin atan atan2 cos exp exp10 log log10 pi pow sin sqrt tan',
    saxon: `apply column-number dynamic-error-info has-uniform-namespaces line-number
      message-count permute system-id timestamp`,
    exsl: 'node-set',
  }),
);

/** Every xs:* function is a constructor, i.e. a cast. */
export const SEF_ALLOWED_NAMESPACES = new Set<string>([SEF_NAMESPACES.xs]);

export const SEF_REFUSED_FUNCTIONS = refusals({
  [READS_FILES]: qualified({
    fn: `doc doc-available document collection uri-collection unparsed-text unparsed-text-lines
      unparsed-text-available json-doc stream-available put`,
    saxon: 'doc discard-document',
  }),
  'reaches the host (environment, system properties, base and output URIs)': qualified({
    fn: `environment-variable available-environment-variables system-property
      available-system-properties static-base-uri current-output-uri`,
  }),
  [DYNAMIC]: qualified({
    fn: 'transform load-xquery-module function-lookup',
    saxon: 'compile-XPath compile-GlobalContext parse-XPath parse-sequence-type marshal-type',
  }),
  'reads DTD declarations, whose entities may name files': qualified({
    fn: 'parse-xml parse-xml-fragment unparsed-entity-uri unparsed-entity-public-id',
  }),
  'is unknown to the runtime': qualified({ fn: 'serialize-json' }),
});

/** Namespaces whose every function is refused. */
export const SEF_REFUSED_NAMESPACES = new Map<string, string>([
  [SEF_NAMESPACES.ixsl, JAVASCRIPT],
  [SEF_NAMESPACES.js, JAVASCRIPT],
]);

/** Output properties the runtime acts on beyond formatting: a parameter document is read. */
export const SEF_REFUSED_PROPERTIES = refusals({
  [READS_FILES]: words(`parameter-document Q{${SEF_NAMESPACES.saxon}}parameter-document-base-uri`),
});

/** The Saxon-namespace name the compiler writes into every package (an output property). */
export const SEF_SAXON_PROPERTY = `Q{${SEF_NAMESPACES.saxon}}stylesheet-version`;
