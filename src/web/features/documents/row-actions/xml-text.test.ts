import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, indentXml } from './xml-text';

describe('decodeBase64Utf8', () => {
  it('decodes UTF-8 text and refuses what is not base64 UTF-8', () => {
    const xml = '<a>Şişli İş</a>';
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(xml)));
    expect(decodeBase64Utf8(base64)).toBe(xml);
    expect(decodeBase64Utf8('%%%')).toBeNull();
    expect(decodeBase64Utf8(btoa('\xff\xfe'))).toBeNull();
  });
});

describe('indentXml', () => {
  it('puts one element per line, indented, keeping text with its element', () => {
    const xml =
      '<?xml version="1.0"?><Invoice><cbc:ID>ANA1</cbc:ID><cac:Party><cbc:Name>Ş</cbc:Name>' +
      '<x/></cac:Party></Invoice>';
    expect(indentXml(xml)).toBe(
      [
        '<?xml version="1.0"?>',
        '<Invoice>',
        '  <cbc:ID>ANA1</cbc:ID>',
        '  <cac:Party>',
        '    <cbc:Name>Ş</cbc:Name>',
        '    <x/>',
        '  </cac:Party>',
        '</Invoice>',
      ].join('\n'),
    );
  });

  it('leaves JSON and other text as it is', () => {
    expect(indentXml('{"note":"<b>"}')).toBe('{"note":"<b>"}');
  });
});
