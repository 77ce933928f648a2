import { describe, expect, it } from 'vitest';
import { aliasKindOf } from './gib-user-import';
import {
  createGibUserParser,
  GibUserListError,
  parseGibTime,
  type TGibUser,
} from './gib-user-parser';

function parse(xml: string, chunkSize = 7): { users: TGibUser[]; skipped: number } {
  const users: TGibUser[] = [];
  const parser = createGibUserParser((u) => users.push(u));
  for (let i = 0; i < xml.length; i += chunkSize) parser.write(xml.slice(i, i + chunkSize));
  parser.close();
  return { users, skipped: parser.skipped() };
}

const LIST = `<?xml version="1.0" encoding="UTF-8"?>
<UserList>
  <User>
    <Identifier>4840847211</Identifier><Title>ŞİŞLİ GIDA A.Ş. &amp; ORTAKLARI</Title><Type>OZEL</Type>
    <FirstCreationTime>2014-03-19T10:21:33</FirstCreationTime><AccountType>OZELENTEGRASYON</AccountType>
    <Documents>
      <Document type="Invoice">
        <Alias><Name>urn:mail:defaultpk@sisli.com.tr</Name><CreationTime>2014-03-19T10:21:33</CreationTime></Alias>
        <Alias><Name>urn:mail:defaultgb@sisli.com.tr</Name><CreationTime>2014-03-19T10:21:33</CreationTime></Alias>
        <Alias><Name>urn:mail:eskipk@sisli.com.tr</Name><CreationTime>2014-03-19T10:21:33</CreationTime><DeletionTime>2020-01-01T00:00:00</DeletionTime></Alias>
      </Document>
      <Document type="DespatchAdvice">
        <Alias><Name>urn:mail:irsaliyepk@sisli.com.tr</Name><CreationTime>2019-05-01T08:00:00</CreationTime></Alias>
      </Document>
    </Documents>
  </User>
  <User><Title>KİMLİKSİZ</Title><Type>OZEL</Type><FirstCreationTime>x</FirstCreationTime><Documents/></User>
  <User><Identifier>10000000146</Identifier><Title>AYŞE YILMAZ</Title><Type>KAMU</Type><FirstCreationTime>2020-01-01T00:00:00</FirstCreationTime><Documents/></User>
</UserList>`;

describe('GİB user list parser', () => {
  it('reads users, both document types and deleted aliases, whatever the chunking', () => {
    const { users, skipped } = parse(LIST, 3);
    expect(skipped).toBe(1);
    expect(users.map((u) => u.identifier)).toEqual(['4840847211', '10000000146']);
    const [first] = users;
    expect(first).toMatchObject({
      title: 'ŞİŞLİ GIDA A.Ş. & ORTAKLARI',
      type: 'OZEL',
      accountType: 'OZELENTEGRASYON',
      firstCreationTime: '2014-03-19T07:21:33.000Z',
    });
    expect(first?.aliases).toEqual([
      expect.objectContaining({
        documentType: 'Invoice',
        name: 'urn:mail:defaultpk@sisli.com.tr',
        deletionTime: null,
      }),
      expect.objectContaining({ documentType: 'Invoice', name: 'urn:mail:defaultgb@sisli.com.tr' }),
      expect.objectContaining({
        name: 'urn:mail:eskipk@sisli.com.tr',
        deletionTime: '2019-12-31T21:00:00.000Z',
      }),
      expect.objectContaining({
        documentType: 'DespatchAdvice',
        name: 'urn:mail:irsaliyepk@sisli.com.tr',
      }),
    ]);
    expect(users[1]).toMatchObject({ type: 'KAMU', accountType: null, aliases: [] });
  });

  it('files aliases as PK or GB by name, or as the whole list says', () => {
    expect(aliasKindOf('urn:mail:defaultgb@firma.com.tr', 'auto')).toBe('GB');
    expect(aliasKindOf('urn:mail:defaultpk@firma.com.tr', 'auto')).toBe('PK');
    expect(aliasKindOf('urn:mail:fatura@gbfirma.com.tr', 'auto')).toBe('PK');
    expect(aliasKindOf('urn:mail:defaultpk@firma.com.tr', 'GB')).toBe('GB');
  });

  it('reads GİB times as Turkish local time', () => {
    expect(parseGibTime('2024-01-02T09:00:00')).toBe('2024-01-02T06:00:00.000Z');
    expect(parseGibTime('2024-01-02T09:00:00Z')).toBe('2024-01-02T09:00:00.000Z');
    expect(parseGibTime('yesterday')).toBeNull();
  });

  it('refuses broken XML, a wrong root and a truncated file with a clear message', () => {
    expect(() => parse('<UserList><User><Identifier>1</Identifier></Usr></UserList>')).toThrow(
      GibUserListError,
    );
    expect(() => parse('<Invoice/>')).toThrow(/UserList/);
    expect(() => parse('<UserList><User><Identifier>4840847211</Identifier>')).toThrow(
      /unclosed tag|eksik/,
    );
    expect(() => parse('')).toThrow(GibUserListError);
  });
});
