import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import { SandboxProcess } from './sandbox-process';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-process-'));
const dataDir = path.join(dir, 'data');
const secretFile = path.join(dataDir, 'secret.key');
const secret = crypto.randomBytes(16).toString('hex');
const processes: SandboxProcess[] = [];

const S = (body: string) =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
    <xsl:template match="/"><p><xsl:value-of select="${body}"/></p></xsl:template></xsl:stylesheet>`;

/** Compiled with xslt3's own command line, outside the sandbox and without any inspection. */
async function compileUnchecked(name: string, text: string): Promise<string> {
  const xsl = path.join(dir, `${name}.xsl`);
  const sef = path.join(dir, `${name}.sef.json`);
  fs.writeFileSync(xsl, text);
  await execFileAsync(process.execPath, [
    require.resolve('xslt3'),
    `-xsl:${xsl}`,
    `-export:${sef}`,
    '-nogo',
  ]);
  return fs.readFileSync(sef, 'utf8');
}

function renderUnsandboxed(sef: string): string {
  const SaxonJS = require('saxon-js') as {
    transform(options: object, mode: 'sync'): { principalResult: unknown };
  };
  const options = { stylesheetText: sef, sourceText: '<a/>', destination: 'serialized' };
  return String(SaxonJS.transform(options, 'sync').principalResult);
}

async function renderSandboxed(sef: string) {
  const proc = new SandboxProcess();
  processes.push(proc);
  return proc.run({ op: 'render', hash: crypto.randomUUID(), xml: '<a/>', sef }, 20_000);
}

beforeAll(() => {
  fs.mkdirSync(dataDir);
  fs.writeFileSync(secretFile, secret, { mode: 0o600 });
});

afterAll(() => {
  for (const proc of processes) proc.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a stylesheet process, given a stylesheet no inspection has seen', () => {
  it('cannot read DATA_DIR/secret.key, which this test and an unsandboxed render can', async () => {
    const sef = await compileUnchecked('secret', S(`unparsed-text('file://${secretFile}')`));
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
    expect(renderUnsandboxed(sef)).toContain(secret);
    const reply = await renderSandboxed(sef);
    expect(reply.html).toBeUndefined();
    expect(reply.error).toMatch(/ERR_ACCESS_DENIED|Access to this API has been restricted/);
  });

  it.skipIf(process.platform !== 'linux')('starts with no environment: no SECRET_KEY', async () => {
    process.env.SECRET_KEY ??= 'set-for-this-test';
    const reply = await renderSandboxed(await compileUnchecked('plain', S("'x'")));
    expect(reply.html).toContain('<p>x</p>');
    const proc = processes.at(-1);
    const environ = fs.readFileSync(`/proc/${proc?.pid}/environ`, 'utf8').split('\0');
    expect(environ.filter((v) => v && !v.startsWith('NODE_CHANNEL_'))).toEqual([]);
  });

  it('cannot reach the network', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests += 1;
      res.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      // saxon-js calls global JavaScript functions through this namespace: here, fetch.
      const call = `exists(Q{http://saxonica.com/ns/globalJS}fetch('http://127.0.0.1:${port}/'))`;
      await renderSandboxed(await compileUnchecked('net', S(call)));
      // A request that got out would arrive within moments; none may.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('the sandbox pool', () => {
  const pool = new SandboxPool(2);
  afterAll(() => pool.close());

  it("finishes tenant B's render while tenant A's endless renders are still running", async () => {
    const compile = async (text: string) =>
      (await pool.run('setup', { op: 'compile', text }, 20_000)).sef ?? '';
    const endless = await compile(S('count((1 to 10000000000)[. lt 0])'));
    const normal = await compile(S("'rendered for B'"));
    const render = (tenant: string, sef: string) =>
      pool.run(tenant, { op: 'render', hash: tenant, xml: '<a/>', sef: async () => sef }, 10_000);

    let aSettled = 0;
    const a = [render('A', endless), render('A', endless)].map((job) =>
      job.finally(() => (aSettled += 1)),
    );
    const b = await render('B', normal);
    expect(b.html).toContain('rendered for B');
    expect(aSettled).toBe(0);
    for (const job of a) await expect(job).rejects.toMatchObject({ reason: 'timeout' });
  }, 60_000);
});
