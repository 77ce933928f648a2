import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '../../../shared/errors';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, signInAs, testDb } from '../../test/factories';
import { registerErrorHandler } from './errors';
import { readUpload } from './uploads';

// The GİB user list import is the app's multipart route (readUpload).
const URL = '/api/taxPayer/userList/import';
const BOUNDARY = 'posbelgeUploadTest';
const LIST = '<?xml version="1.0" encoding="UTF-8"?><UserList></UserList>';

const part = (headers: string, content: string) =>
  `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const filePart = (filename: string, content = LIST) =>
  part(
    `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/xml`,
    content,
  );
const fieldPart = (name: string, value: string) =>
  part(`Content-Disposition: form-data; name="${name}"`, value);
const END = `--${BOUNDARY}--\r\n`;

describe('multipart uploads', () => {
  let t: TTestApp;
  let admin: Record<string, string>;
  const auditRows = async () =>
    (
      await t.pool.query(
        `select count(*)::int as n from audit_log where entity_type = 'gibUserList'`,
      )
    ).rows[0].n as number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t.app, await createAdmin(testDb(t)))).bearer;
  });
  afterAll(() => t.close());

  const upload = (payload: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...admin, 'content-type': contentType },
      payload,
    });

  it('imports a well-formed upload (the route works through readUpload)', async () => {
    const res = await upload(filePart('liste.xml') + END);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [
      'no closing boundary',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xml"\r\n\r\n<UserList>`,
    ],
    ['a body that is not multipart at all', 'garbage'],
  ])('answers %s with 400 BAD_REQUEST (multipart), not 500', async (_name, payload) => {
    const res = await upload(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(ZErrorBody.strict().parse(res.json())).toEqual({
      code: 'BAD_REQUEST',
      message: 'Çok parçalı form verisi (multipart/form-data) bozuk veya eksik.',
      details: { reason: 'multipart' },
    });
  });

  it('answers a multipart type without a boundary with 400 BAD_REQUEST (multipart)', async () => {
    const res = await upload('garbage', 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', details: { reason: 'multipart' } });
  });

  it.each([
    ['the file name', filePart('liste\u0000.xml') + END, ['body.file.filename']],
    [
      'a field before the file',
      fieldPart('note', 'a\u0000b') + filePart('liste.xml') + END,
      ['body.note'],
    ],
    ['a field name', fieldPart('no\u0000te', 'x') + filePart('liste.xml') + END, ['body']],
  ])(
    'refuses a NUL in %s with 400 VALIDATION_FAILED and imports nothing',
    async (_n, payload, paths) => {
      const before = await auditRows();
      const res = await upload(payload);
      expect(res.statusCode, res.body).toBe(400);
      const body = ZErrorBody.strict().parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect((body.details as { path: string }[]).map((d) => d.path)).toEqual(paths);
      expect(await auditRows()).toBe(before);
    },
  );
});

describe('readUpload on a route with small limits', () => {
  it.each([
    ['a file past its size limit', { fileSize: 16 }, filePart('big.xml', 'x'.repeat(64))],
    ['parts past their limit', { parts: 1 }, fieldPart('note', 'x') + filePart('liste.xml')],
  ])('answers %s with 413 PAYLOAD_TOO_LARGE (upload)', async (_name, limits, parts) => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(multipart, { limits });
    app.post('/upload', async (request) => {
      const file = await readUpload(request);
      let bytes = 0;
      for await (const chunk of file?.bytes ?? []) bytes += chunk.length;
      return { bytes };
    });
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: parts + END,
    });
    await app.close();
    expect(res.statusCode, res.body).toBe(413);
    expect(ZErrorBody.strict().parse(res.json())).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Yüklenen dosya ya da form alanları izin verilen sınırı aşıyor.',
      details: { reason: 'upload' },
    });
  });
});
