import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../lib/paths';

export type TChild = { process: ChildProcess; output: () => string };

/** Starts one of our CLIs as a single node process (no tsx wrapper), so SIGKILL really kills it. */
export function startCli(script: string, args: string[], env: NodeJS.ProcessEnv): TChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { process: child, output: () => log };
}

/** Polls a URL until it answers 200 (or the child died). */
export async function waitUntilUp(url: string, child: TChild, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.process.exitCode !== null) {
      throw new Error(`process exited (${child.process.exitCode}):\n${child.output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms:\n${child.output()}`);
}

export async function stopChild(child: TChild, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((r) => child.process.once('exit', r));
  child.process.kill(signal);
  await exited;
}

/**
 * `npm start` as its own process on a test database, its pipeline fast (polls every 0.1 s, a
 * 3 s lease) and sending to the simulator service at `simulatorUrl`; up when this returns.
 */
export async function startAppServer(opts: {
  databaseUrl: string;
  secretKey: string;
  port: number;
  simulatorUrl: string;
  env?: NodeJS.ProcessEnv;
}): Promise<TChild> {
  const server = startCli('src/server/cli/start.ts', [], {
    NODE_ENV: 'test',
    DATABASE_URL: opts.databaseUrl,
    SECRET_KEY: opts.secretKey,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DOCUMENTS: '0',
    SIMULATOR_URL: opts.simulatorUrl,
    PIPELINE_POLL_SECONDS: '0.1',
    PIPELINE_LEASE_SECONDS: '3',
    ...opts.env,
  });
  await waitUntilUp(`http://127.0.0.1:${opts.port}/api/health`, server, 180_000);
  return server;
}
