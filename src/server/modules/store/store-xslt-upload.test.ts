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
  return { post, get };
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
          message: 'XSLT dosya veya adres okuyamaz (document, unparsed-text, xsl:include …).',
        },
      ],
    });
    const list = await get(`/api/store/list?searchText=${encodeURIComponent(name)}`);
    expect(ZStoreListResponse.parse(list.json()).rowCount).toBe(0);
  });

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
