/**
 * What a compiled stylesheet (SEF) may contain. Built from the node kinds and calls of GİB's own
 * stylesheets and of ordinary display stylesheets (sef-inspection.test.ts), each entry audited:
 * nothing here reads a file or URL, runs script or reports facts about the server.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

// SEF node kinds (property N) seen in GİB's stylesheets and the ordinary test stylesheets, none of
// which reaches outside the document (`doc` builds a temporary tree; `m` is location metadata;
// `message` goes nowhere: the renderer drops messages). Absent on purpose: resultDoc, evaluate,
// sourceDoc, merge, and any kind not yet seen (a newer compiler's instruction waits for an audit).
export const SEF_NODE_KINDS = words(`
  analyzeString and applyImports applyT arg arith arith10 arrayBlock atomSing atomic att
  attVal axis break callT cast catch charMap check choose co comment compareToInt condCont
  condSeq convert copy copyOf currentGroup currentGroupingKey cvUntyped data dbl dec
  decimalFormat doc docOrder dot elem empty every except false filter first fn fnRef for
  forEach forEachGroup function gVarRef gc gc10 globalParam globalVariable ifCall inlineFn
  instance int intersect is iterate key lastOf let lookup lookupAll m map mergeAdj message
  mode namespace nextIteration nextMatch nodeNum numSeqFmt onEmpty or output overridden
  p.nodeTest p.venn p.withPredicate p.withUpper package param params procInst property range
  root sequence slash some sort sortKey str subscript supplied template templateRule treat
  true try ufCall union valueOf varRef vc withParam
`);

// Standard functions (fn namespace) that work on the document and their arguments only.
// Refused: doc, document, doc-available, unparsed-text*, collection, uri-collection, json-doc,
// stream-available, transform, load-xquery-module, function-lookup, environment-variable,
// available-environment-variables, static-base-uri, system-property, current-output-uri,
// unparsed-entity-*, parse-xml, parse-xml-fragment (a DOCTYPE could name external entities).
export const SEF_FUNCTIONS = words(`
  abs accumulator-after accumulator-before adjust-date-to-timezone
  adjust-dateTime-to-timezone adjust-time-to-timezone analyze-string apply avg base-uri
  boolean ceiling codepoint-equal codepoints-to-string collation-key compare concat contains
  contains-token copy-of count current current-date current-dateTime current-group
  current-grouping-key current-time data dateTime day-from-date day-from-dateTime
  days-from-duration deep-equal default-collation default-language distinct-values
  document-uri element-available element-with-id empty encode-for-uri ends-with error
  escape-html-uri exactly-one exists false filter floor fold-left fold-right for-each
  for-each-pair format-date format-dateTime format-integer format-number format-time
  function-arity function-available function-name generate-id has-children head
  hours-from-dateTime hours-from-duration hours-from-time id idref implicit-timezone index-of
  innermost in-scope-prefixes insert-before iri-to-uri json-to-xml key lang last local-name
  local-name-from-QName lower-case matches max min minutes-from-dateTime
  minutes-from-duration minutes-from-time month-from-date month-from-dateTime
  months-from-duration name namespace-uri namespace-uri-for-prefix namespace-uri-from-QName
  nilled node-name normalize-space normalize-unicode not number one-or-more outermost
  parse-ietf-date parse-json path position prefix-from-QName QName random-number-generator
  regex-group remove replace resolve-QName resolve-uri reverse root round round-half-to-even
  seconds-from-dateTime seconds-from-duration seconds-from-time serialize snapshot sort
  starts-with string string-join string-length string-to-codepoints subsequence substring
  substring-after substring-before sum tail timezone-from-date timezone-from-dateTime
  timezone-from-time tokenize trace translate true type-available unordered upper-case
  xml-to-json year-from-date year-from-dateTime years-from-duration zero-or-one
`);

const FN = 'http://www.w3.org/2005/xpath-functions';

/** Namespaces whose every function is pure (maps, arrays, arithmetic, xs: constructors). */
export const SEF_PURE_NAMESPACES = new Set([
  `${FN}/map`,
  `${FN}/array`,
  `${FN}/math`,
  'http://www.w3.org/2001/XMLSchema',
]);
export const SEF_FN_NAMESPACE = FN;

// The only Saxon names a compiled stylesheet needs: the dynamic call operator and the version
// property the compiler writes; every other Saxon or saxon-js (ixsl, js, globalJS) name is refused.
export const SEF_SAXON_NAMES = new Set([
  'Q{http://saxon.sf.net/}apply',
  'Q{http://saxon.sf.net/}stylesheet-version',
]);
