import type { TStoreCreateInput } from '../../../shared/store/store';

/** A VKN with a valid checksum, and one with a wrong check digit. */
export const VALID_VKN = '1234567890';
export const INVALID_VKN = '1234567891';

/** A real 1×1 PNG. */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export const XSLT_OK =
  b64(`<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <xsl:template match="/"><html><body><p><xsl:value-of
    select="format-number(sum(//cbc:PayableAmount), '###,##0.00')"/></p></body></html></xsl:template>
</xsl:stylesheet>`);

export const XSLT_NAN =
  b64(`<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><p><xsl:value-of select="format-number(number('x'), '0.00')"/></p></xsl:template>
</xsl:stylesheet>`);

export const XSLT_BROKEN =
  b64(`<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><xsl:value-of select="foo(("/></xsl:template></xsl:stylesheet>`);

export const NOT_XSLT = b64('<html><body>hello</body></html>');

export function storeInput(overrides: Partial<TStoreCreateInput> = {}): TStoreCreateInput {
  return {
    name: `Test Şubesi ${Math.random().toString(36).slice(2, 8)}`,
    taxNo: VALID_VKN,
    taxOffice: 'Kadıköy',
    cityName: 'İstanbul',
    countryName: 'Türkiye',
    phoneNumber: '902161234567',
    ...overrides,
  };
}
