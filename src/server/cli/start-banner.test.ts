import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../lib/paths';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { consoleLog } from './console-log';
import { listenHost } from './first-start';
import { startBanner } from './start-banner';

const demoStart = { kind: 'demo-present' } as const;

afterEach(() => vi.restoreAllMocks());

describe('npm start', () => {
  it('listens on 127.0.0.1 for a demo unless HOST says otherwise, everywhere in production', () => {
    expect(listenHost(undefined, true)).toBe('127.0.0.1');
    expect(listenHost('0.0.0.0', true)).toBe('0.0.0.0');
    expect(listenHost(undefined, false)).toBe('0.0.0.0');
    expect(listenHost('10.0.0.5', false)).toBe('10.0.0.5');
  });

  it('lists the same demo accounts in the banner as the README does', () => {
    const banner = startBanner({ url: 'x', seconds: '1', demo: true, outcome: demoStart });
    const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('## Commands'));
    const inReadme = [...section.matchAll(/^\| `([^`]+@[^`]+)`/gm)].map((m) => m[1]);
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    expect(inReadme).toEqual(emails);
    for (const email of emails) expect(banner).toContain(email);
  });

  it('says where it listens and where the request log went', () => {
    const banner = startBanner({
      url: 'http://localhost:3000',
      seconds: '1',
      demo: true,
      outcome: demoStart,
      host: '127.0.0.1',
      logFile: '/srv/data/logs/posbelge.log',
    });
    expect(banner).toContain('Listening on 127.0.0.1 only');
    expect(banner).toContain('Request log: /srv/data/logs/posbelge.log');
  });

  it('writes every log line to the file and only warnings and errors to the console', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posbelge-log-'));
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const log = consoleLog(dir);
    const request = '{"level":30,"msg":"request completed"}\n';
    const warning = '{"level":40,"msg":"document failed before sending"}\n';
    log.write(request);
    log.write(warning);
    vi.restoreAllMocks();
    await expect.poll(() => fs.readFileSync(log.file, 'utf8')).toBe(request + warning);
    expect(printed).toEqual([warning]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
