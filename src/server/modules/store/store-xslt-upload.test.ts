import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoreListResponse } from '../../../shared/store/store-list';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { storeInput } from './store.test-support';
import { XSLT_CHECKS_PER_WINDOW } from './xslt-upload-limit';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function signedInTenant() {
  const owner = await createTenantWithUser(testDb(t));
  const { bearer } = await signInAs(t.app, owner.user);
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/store', headers: bearer, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer });
  const upload = (xslt: string, docType: 1 | 2 = 2) =>
    post({ ...storeInput(), docTypeConfigs: [{ docType, xsltMain: b64(xslt) }] });
  return { post, get, upload };
}

const stylesheet = (body: string) =>
  `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template></xsl:stylesheet>`;

// Each upload renders a sample of every kind of its docType; a regex bomb takes the whole budget.
const SLOW = 180_000;

/** The one field issue of a refused upload. */
function refusal(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; details: Record<string, unknown>[] };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toHaveLength(1);
  return body.details[0];
}

describe('stylesheet uploads', () => {
  it('refuses a stylesheet that rebuilds a file read at compile time, storing nothing', async () => {
    const { post, get } = await signedInTenant();
    const name = `Kötü XSLT ${crypto.randomUUID()}`;
    const xslt = `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
      <xsl:param name="p" static="yes" select="'unparsed'"/>
      <xsl:variable name="x" _select="{$p}-text('file:///etc/hostname')"/>
      <xsl:template match="/"><p><xsl:value-of select="$x"/></p></xsl:template></xsl:stylesheet>`;
    const res = await post({
      ...storeInput({ name }),
      docTypeConfigs: [{ docType: 2, xsltMain: b64(xslt) }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'body.docTypeConfigs.0.xsltMain',
          key: 'errors.fields.xsltExternal',
          params: { what: 'xsl:param static="yes"' },
          message:
            'XSLT izin verilmeyen bir yapı kullanıyor: xsl:param static="yes". Dosya veya adres ' +
            'okuyan, betik çalıştıran ya da derlenirken kod üreten yapılar kullanılamaz.',
        },
      ],
    });
    const list = await get(`/api/store/list?searchText=${encodeURIComponent(name)}`);
    expect(ZStoreListResponse.parse(list.json()).rowCount).toBe(0);
  });

  it('refuses a stylesheet nested 20,000 deep with a 400 naming the limit', async () => {
    const { upload } = await signedInTenant();
    const n = 20_000;
    const res = await upload(stylesheet(`${'<b>'.repeat(n)}${'</b>'.repeat(n)}`));
    expect(refusal(res)).toEqual({
      path: 'body.docTypeConfigs.0.xsltMain',
      key: 'errors.fields.xsltTooDeep',
      params: { max: 256 },
      message: 'XSLT öğeleri çok derin iç içe: en fazla 256 düzey olabilir.',
    });
  });

  it(
    'refuses a stylesheet that fails only on an e-Arşiv invoice, naming the sample',
    async () => {
      const { upload } = await signedInTenant();
      const bomb = stylesheet(`<p>ok</p><xsl:if test="contains(string(.), 'EARSIVFATURA')">
        <xsl:value-of select="1 div 0 * error()"/></xsl:if>`);
      // An e-Fatura never holds the word: the same stylesheet passes there.
      expect((await upload(bomb, 1)).statusCode).toBe(200);
      const issue = refusal(await upload(bomb, 2));
      expect(issue).toMatchObject({
        key: 'errors.fields.xsltRender',
        params: { kind: 'EARSIVFATURA/SATIS (TRY)' },
      });
      expect(issue?.message).toMatch(
        /^XSLT örnek EARSIVFATURA\/SATIS \(TRY\) belgesinde hata verdi: /,
      );
    },
    SLOW,
  );

  it(
    'refuses a regular expression that backtracks without end, within the time budget',
    async () => {
      const { upload } = await signedInTenant();
      const letters = `for $i in 1 to 40 return substring(local-name(/*), 1, 1)`;
      const bomb = stylesheet(
        `<xsl:value-of select="matches(concat(string-join(${letters}, ''), '!'), '^(I+)+$')"/>`,
      );
      expect(refusal(await upload(bomb))).toMatchObject({
        key: 'errors.fields.xsltTimeout',
        params: { kind: 'EARSIVFATURA/SATIS (TRY)', seconds: 30 },
      });
    },
    SLOW,
  );

  it(
    'accepts comparisons with a constant (once refused as reading files)',
    async () => {
      const { upload } = await signedInTenant();
      // The last two compile to compareToString, which the compiled-form check once lacked.
      const test = `x = 'A' or string(x) = 'A' or local-name() = 'A'`;
      const res = await upload(stylesheet(`<xsl:if test="${test}"><p>A</p></xsl:if><p>B</p>`));
      expect(res.statusCode, res.body).toBe(200);
    },
    SLOW,
  );

  it('limits how many new stylesheets one tenant may have checked, not another tenant', async () => {
    const { post } = await signedInTenant();
    const upload = (text: string) =>
      post({ ...storeInput(), docTypeConfigs: [{ docType: 2, xsltMain: b64(text) }] });
    const stamp = crypto.randomUUID();
    for (let i = 0; i < XSLT_CHECKS_PER_WINDOW; i++) {
      expect((await upload(`<html>${stamp} ${i}</html>`)).statusCode).toBe(400);
    }
    // A stylesheet checked before costs nothing; a new one is over the limit.
    expect((await upload(`<html>${stamp} 0</html>`)).statusCode).toBe(400);
    const limited = await upload(`<html>${stamp} new</html>`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const other = await signedInTenant();
    const res = await other.post({
      ...storeInput(),
      docTypeConfigs: [{ docType: 2, xsltMain: b64(`<html>${stamp} new</html>`) }],
    });
    expect(res.statusCode).toBe(400);
  });
});
