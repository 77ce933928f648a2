import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../lib/paths';
import { freePort } from '../test/free-port';
import { startEmbeddedPostgres } from './embedded';

async function query(url: string, sql: string): Promise<unknown[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL lifecycle', () => {
  const dir = path.join(ROOT_DIR, 'data', `pg-lifecycle-${process.pid}`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps data across stop and start, and shares a server a live process owns', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dir, port });
    await query(
      first.url('postgres'),
      'create table kept (v text); insert into kept values ($$ş$$)',
    );
    const second = await startEmbeddedPostgres({ dir, port });
    expect(await query(second.url('postgres'), 'select v from kept')).toEqual([{ v: 'ş' }]);
    await second.stop();
    expect(await query(first.url('postgres'), 'select count(*)::int as n from kept')).toEqual([
      { n: 1 },
    ]);
    await first.stop();

    const again = await startEmbeddedPostgres({ dir, port });
    expect(await query(again.url('postgres'), 'select v from kept')).toEqual([{ v: 'ş' }]);
    await again.stop();
  });

  it('takes over the server a killed process left running', async () => {
    const port = await freePort();
    const script = `import { startEmbeddedPostgres } from './src/server/db/embedded.ts';
      await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${port} });
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: ROOT_DIR,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', () => reject(new Error('child exited before ready')));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const next = await startEmbeddedPostgres({ dir, port: await freePort() });
    expect(await query(next.url('postgres'), 'select v from kept')).toEqual([{ v: 'ş' }]);
    await next.stop();
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });
});
