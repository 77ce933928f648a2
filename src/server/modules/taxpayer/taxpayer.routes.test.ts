import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGibImportResult } from '../../../shared/taxpayer/gib-user-import';
import { ZApplicableTaxRateList, ZTaxPayer } from '../../../shared/taxpayer/taxpayer';
import { applicableTaxRates } from '../../db/schema/taxpayers';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { importGibUserList } from './gib-user-import';
import { generateGibUserList } from './gib-user-list-generator';

const USER = (id: string, title: string, documents: string) =>
  `<User><Identifier>${id}</Identifier><Title>${title}</Title><Type>OZEL</Type>` +
  `<FirstCreationTime>2015-01-01T10:00:00</FirstCreationTime><AccountType>ENTEGRASYON</AccountType>` +
  `<Documents>${documents}</Documents></User>`;
const ALIAS = (name: string, deleted = '') =>
  `<Alias><Name>${name}</Name><CreationTime>2015-01-01T10:00:00</CreationTime>${
    deleted ? `<DeletionTime>${deleted}</DeletionTime>` : ''
  }</Alias>`;
const LIST = (...users: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><UserList>${users.join('')}</UserList>`;

function multipart(xml: string, name = 'liste.xml') {
  const boundary = '----posbelgeTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/xml\r\n\r\n',
    ),
    Buffer.from(xml),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GİB registered-user list and taxpayer lookup', () => {
  let t: TTestApp;
  let admin: { authorization: string };
  let tenantUser: { authorization: string };
  const count = async (table: string) =>
    Number((await t.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = testDb(t);
    admin = (await signInAs(t.app, await createAdmin(db))).bearer;
    tenantUser = (await signInAs(t.app, (await createTenantWithUser(db)).user)).bearer;
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports a generated list by streaming, in small batches, with both document types', async () => {
    const result = await importGibUserList(
      t.pool,
      Readable.from(
        generateGibUserList({ users: 300, seed: 7, despatchEvery: 3, deletedEvery: 10 }),
      ),
      { batchSize: 50 },
    );
    expect(result.users).toBe(await count('tax_payers'));
    expect(result.users).toBeGreaterThan(295);
    expect(result.pkAliases).toBe(await count(`tax_payer_aliases where alias_kind = 'PK'`));
    expect(result.gbAliases).toBe(result.users);
    expect(result.deletedAliases).toBe(30);
    expect(await count(`tax_payer_aliases where document_type = 'DespatchAdvice'`)).toBe(100);
  });

  it('uploads a list as an administrator and answers the lookup from it', async () => {
    const xml = LIST(
      USER(
        '4840847211',
        'ŞİŞLİ GIDA A.Ş.',
        `<Document type="Invoice">${ALIAS('urn:mail:defaultpk@sisli.com.tr')}${ALIAS('urn:mail:defaultgb@sisli.com.tr')}${ALIAS(
          'urn:mail:eskipk@sisli.com.tr',
          '2020-01-01T00:00:00',
        )}</Document><Document type="DespatchAdvice">${ALIAS('urn:mail:irsaliyepk@sisli.com.tr')}</Document>`,
      ),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...withAuth(multipart(xml), admin),
    });
    expect(res.statusCode).toBe(200);
    expect(ZGibImportResult.parse(res.json())).toMatchObject({
      users: 1,
      aliases: 4,
      pkAliases: 3,
      gbAliases: 1,
      deletedAliases: 1,
      skippedUsers: 0,
    });
    const audit = await t.pool.query(
      `select user_id, changes from audit_log where entity_type = 'gibUserList'`,
    );
    expect(audit.rows).toHaveLength(1);

    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/taxPayer?taxNo=4840847211',
      headers: tenantUser,
    });
    expect(lookup.statusCode).toBe(200);
    expect(ZTaxPayer.parse(lookup.json())).toEqual({
      identifier: '4840847211',
      title: 'ŞİŞLİ GIDA A.Ş.',
      type: 'OZEL',
      accountType: 'ENTEGRASYON',
      firstCreationTime: '2015-01-01T07:00:00.000Z',
      pkAliasList: [
        { alias: 'urn:mail:irsaliyepk@sisli.com.tr', documentType: 'DespatchAdvice' },
        { alias: 'urn:mail:defaultpk@sisli.com.tr', documentType: 'Invoice' },
      ],
      gbAliasList: [{ alias: 'urn:mail:defaultgb@sisli.com.tr', documentType: 'Invoice' }],
      applicableTaxRates: [0, 1, 10, 20].map((r) => ({
        taxTypeCode: '0015',
        rate: String(r),
        name: 'KDV',
        isDefault: true,
      })),
    });
  });

  it('streams an upload far beyond the 1 MiB JSON body limit', async () => {
    let xml = '';
    for await (const chunk of generateGibUserList({ users: 6000, seed: 11 })) xml += chunk;
    expect(xml.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...withAuth(multipart(xml), admin),
    });
    expect(res.statusCode).toBe(200);
    expect(ZGibImportResult.parse(res.json()).users).toBeGreaterThan(5990);
  });

  it('re-importing replaces a user’s aliases and keeps the last entry of a duplicate', async () => {
    const xml = LIST(
      USER(
        '4840847211',
        'ESKİ UNVAN',
        `<Document type="Invoice">${ALIAS('urn:mail:eski@sisli.com.tr')}</Document>`,
      ),
      USER(
        '4840847211',
        'YENİ UNVAN',
        `<Document type="Invoice">${ALIAS('urn:mail:yenipk@sisli.com.tr')}</Document>`,
      ),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...withAuth(multipart(xml), admin),
    });
    expect(res.json()).toMatchObject({ users: 1, aliases: 1 });
    const payer = ZTaxPayer.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/taxPayer?taxNo=4840847211', headers: admin })
      ).json(),
    );
    expect(payer.title).toBe('YENİ UNVAN');
    expect(payer.pkAliasList).toEqual([
      { alias: 'urn:mail:yenipk@sisli.com.tr', documentType: 'Invoice' },
    ]);
  });

  it('refuses a malformed file with a field error and imports nothing of it', async () => {
    const before = await count('tax_payers');
    const broken = LIST(USER('3900892152', 'YARIM A.Ş.', '')).replace(
      '</UserList>',
      '<User><Identifier>12',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...withAuth(multipart(broken), admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file' }] });
    expect(await count('tax_payers')).toBe(before);
    expect(await count(`tax_payers where identifier = '3900892152'`)).toBe(0);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      headers: admin,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('lets only platform administrators import (401 signed out, 403 tenant user)', async () => {
    const xml = LIST(USER('1234567808', 'X', ''));
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...multipart(xml),
    });
    expect(anon.statusCode).toBe(401);
    const tenant = await t.app.inject({
      method: 'POST',
      url: '/api/taxPayer/userList/import',
      ...withAuth(multipart(xml), tenantUser),
    });
    expect(tenant.statusCode).toBe(403);
    expect(await count(`tax_payers where identifier = '1234567808'`)).toBe(0);
  });

  it('validates the VKN/TCKN checksum and answers 404 for an unregistered number', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/taxPayer?taxNo=1234567801',
      headers: tenantUser,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'querystring.taxNo' })]);
    const badRates = await t.app.inject({
      method: 'GET',
      url: '/api/taxPayer/applicableTaxRate/list?TaxNo=12',
      headers: tenantUser,
    });
    expect(badRates.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/taxPayer?taxNo=10000000146',
      headers: tenantUser,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/taxPayer?taxNo=4840847211' })).statusCode,
    ).toBe(401);
  });

  it('lists a taxpayer’s own rates, or the standard VAT rates marked as defaults', async () => {
    await testDb(t)
      .insert(applicableTaxRates)
      .values([
        { identifier: '3900892152', taxTypeCode: '0015', rate: '20.00', name: 'KDV' },
        { identifier: '3900892152', taxTypeCode: '0059', rate: '2.00', name: 'Konaklama Vergisi' },
      ]);
    const own = ZApplicableTaxRateList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/taxPayer/applicableTaxRate/list?TaxNo=3900892152',
          headers: tenantUser,
        })
      ).json(),
    );
    expect(own.list).toEqual([
      { taxTypeCode: '0015', rate: '20', name: 'KDV', isDefault: false },
      { taxTypeCode: '0059', rate: '2', name: 'Konaklama Vergisi', isDefault: false },
    ]);
    const defaults = ZApplicableTaxRateList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/taxPayer/applicableTaxRate/list?TaxNo=10000000146',
          headers: tenantUser,
        })
      ).json(),
    );
    expect(defaults.list.map((r) => [r.rate, r.isDefault])).toEqual([
      ['0', true],
      ['1', true],
      ['10', true],
      ['20', true],
    ]);
  });
});

function withAuth<T extends { headers: Record<string, string> }>(
  req: T,
  auth: { authorization: string },
): T {
  return { ...req, headers: { ...req.headers, ...auth } };
}
