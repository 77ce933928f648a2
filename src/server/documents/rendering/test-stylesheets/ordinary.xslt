<?xml version="1.0" encoding="UTF-8"?>
<!-- An ordinary display stylesheet using the common XSLT 3.0 features; the SEF allow-list must
     accept everything it compiles to (sef-inspection.test.ts). -->
<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:f="urn:local:functions"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:math="http://www.w3.org/2005/xpath-functions/math"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  exclude-result-prefixes="#all" expand-text="yes">
  <xsl:output method="html" indent="no"/>
  <xsl:decimal-format name="tr" decimal-separator="," grouping-separator="."/>
  <xsl:key name="by-id" match="*[cbc:ID]" use="cbc:ID"/>
  <xsl:param name="title" as="xs:string" select="'Fatura'"/>
  <xsl:variable name="labels" as="map(xs:string, xs:string)"
    select="map { 'TEMELFATURA': 'Temel', 'TICARIFATURA': 'Ticari' }"/>
  <xsl:function name="f:money" as="xs:string">
    <xsl:param name="amount"/>
    <xsl:sequence select="format-number(number($amount), '#.##0,00', 'tr')"/>
  </xsl:function>
  <xsl:template match="/">
    <html><head><title>{$title}</title></head>
      <body><xsl:apply-templates select="*" mode="body"/></body></html>
  </xsl:template>
  <xsl:template match="*" mode="body">
    <h1 class="{lower-case(local-name())}">{($labels(string(cbc:ProfileID)), 'Fatura')[1]}</h1>
    <p>{upper-case(string(cbc:ID))} · {format-date(xs:date((cbc:IssueDate, '2026-01-01')[1]), '[D01].[M01].[Y0001]')}</p>
    <xsl:for-each-group select="//cac:InvoiceLine" group-by="string(cbc:ID)">
      <xsl:sort select="current-grouping-key()"/>
      <xsl:variable name="lines" select="current-group()"/>
      <div id="line-{position()}">
        <xsl:number value="position()" format="1."/>
        <xsl:value-of select="f:money(sum($lines/cbc:LineExtensionAmount))"/>
        <xsl:copy-of select="$lines/cbc:Note/node()"/>
      </div>
    </xsl:for-each-group>
    <xsl:choose>
      <xsl:when test="exists(key('by-id', 'X'))"><p>x</p></xsl:when>
      <xsl:otherwise>
        <xsl:analyze-string select="string(cbc:Note[1])" regex="(\d+)">
          <xsl:matching-substring><b>{regex-group(1)}</b></xsl:matching-substring>
          <xsl:non-matching-substring>{.}</xsl:non-matching-substring>
        </xsl:analyze-string>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:iterate select="1 to 3">
      <xsl:param name="total" select="0"/>
      <xsl:on-completion><i>{$total}</i></xsl:on-completion>
      <xsl:next-iteration><xsl:with-param name="total" select="$total + ."/></xsl:next-iteration>
    </xsl:iterate>
    <xsl:call-template name="totals"><xsl:with-param name="n" select="3"/></xsl:call-template>
    <p>{string-join(for $t in tokenize('a b c', ' ') return replace($t, 'a', 'A'), '-')}</p>
    <p>{map:keys($labels) => sort() => string-join(',')} {array:size([1, 2])} {round(math:pi() * 100)}</p>
    <p>{let $f := function($x) { $x * 2 } return $f(2)} {(concat#2)('a', 'b')} {fold-left(1 to 4, 0, function($a, $b) { $a + $b })}</p>
    <p>{if (some $x in (1, 2) satisfies $x gt 1) then 'yes' else 'no'} {count(//*[self::cbc:ID] | //cbc:Note)}</p>
    <xsl:try><xsl:sequence select="xs:integer('x')"/><xsl:catch><p>caught</p></xsl:catch></xsl:try>
    <xsl:comment>made by an ordinary stylesheet</xsl:comment>
    <xsl:copy><xsl:attribute name="data-n" select="substring-before('a-b', '-')"/></xsl:copy>
  </xsl:template>
  <xsl:template name="totals">
    <xsl:param name="n" as="xs:integer"/>
    <xsl:if test="$n gt 0"><span>{$n}</span>
      <xsl:call-template name="totals"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
