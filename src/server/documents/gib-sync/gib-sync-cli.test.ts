import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../lib/paths';
import { requireXsdDir } from '../gib-dir';
import { GIB_SYNC_MANIFEST } from './gib-sync';
import { serveTestFiles, type TTestServer } from './http.test-support';
import { listFiles, minimalPackages } from './packages.test-support';

type TRun = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run gib:sync`'s script without npm; async, because the test server shares this process. */
function runCli(args: string[]): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT_DIR, 'src/server/cli/gib-sync.ts'), ...args],
      { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let tmp: string;
let server: TTestServer | undefined;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gib-sync-cli-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function serve(packages: Record<string, Buffer>): Promise<string> {
  server = await serveTestFiles(
    Object.fromEntries(
      Object.entries(packages).map(([n, zip]) => [`/dosyalar/kilavuzlar/${n}`, zip]),
    ),
  );
  return server.baseUrl;
}

describe('npm run gib:sync', () => {
  it('fills the target directory and reports progress', async () => {
    const baseUrl = await serve(minimalPackages());
    const target = path.join(tmp, 'data', 'gib');
    const run = await runCli(['--dir', target, '--base-url', baseUrl]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Downloading ${baseUrl}e-FaturaPaketi.zip`);
    expect(run.stdout).toContain(`GİB packages are in ${target}.`);
    expect(requireXsdDir(target)).toBe(path.join(target, 'ubl-tr-1.2.1/xsdrt'));
    expect(listFiles(target)).toContain(GIB_SYNC_MANIFEST);
  });

  it('exits non-zero with the URL on a 404 and leaves the previous copy alone', async () => {
    const { 'UBL-TR1.2.1_Paketi.zip': _missing, ...rest } = minimalPackages();
    const baseUrl = await serve(rest);
    const target = path.join(tmp, 'gib');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'previous.txt'), 'previous copy');
    const run = await runCli(['--dir', target, '--base-url', baseUrl]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `gib:sync failed: Could not download ${baseUrl}UBL-TR1.2.1_Paketi.zip: HTTP 404 Not Found`,
    );
    expect(listFiles(target)).toEqual(['previous.txt']);
    expect(fs.readdirSync(tmp)).toEqual(['gib']);
  });
});
