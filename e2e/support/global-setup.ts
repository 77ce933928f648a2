import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin, withDatabase } from '../../src/server/test/global-setup';
import { freePort } from '../../src/server/test/free-port';
import { startSmtpInbox } from '../../src/server/test/smtp-inbox';
import { compileGibRulesOnce } from '../../src/server/test/compiled-rules';
import { ROOT_DIR } from '../../src/server/lib/paths';
import { ensureChromium, ensurePdftotext } from '../../src/server/test/debian-tools';
import { EMBEDDED_DB } from '../../src/server/db/database';
import { embeddedUrl } from '../../src/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The app's database, for specs that check what a screen shows against SQL. */
    databaseUrl: string;
  }
}

/**
 * Starts the app the way `npm start` does (its own data directory, embedded PostgreSQL, demo
 * data), or against a fresh database on TEST_DATABASE_URL's server, and waits for /api/health.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  ensurePdftotext();
  const dataDir = path.join(ROOT_DIR, 'data', `e2e-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  // Outgoing mail of the app goes to a real SMTP server; specs read it from mailDir.
  const mailDir = path.join(dataDir, 'smtp-inbox');
  // The app's first document would otherwise wait for GİB's rules to compile.
  await compileGibRulesOnce(path.join(dataDir, 'cache'));
  const smtp = await startSmtpInbox({ dir: mailDir });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DOCUMENTS: '2000',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
  };
  const external = process.env.TEST_DATABASE_URL;
  const database = `posbelge_e2e_${process.pid}`;
  if (external) {
    await admin(external, (c) => c.query(`create database ${database}`));
    env.DATABASE_URL = withDatabase(external, database);
  } else {
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, output).catch(async (e: unknown) => {
    await smtp.close();
    throw e;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide(
    'databaseUrl',
    env.DATABASE_URL ?? embeddedUrl(Number(env.EMBEDDED_PG_PORT), EMBEDDED_DB),
  );

  return async () => {
    await stopChild(child);
    await smtp.close();
    if (external) {
      await admin(external, (c) => c.query(`drop database if exists ${database} with (force)`));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: string[],
): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output.join('')}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopChild(child);
  throw new Error(`The app did not become healthy:\n${output.join('')}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
