import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XsltError } from '../xslt-error';

/** Heap of one stylesheet process: a stylesheet that allocates without end dies alone. */
const SANDBOX_HEAP_MB = 384;
/**
 * Resident memory at which a running job is killed. Near its heap limit V8 collects garbage for
 * tens of seconds before giving up; watching the process's size ends that sooner (Linux only).
 */
const SANDBOX_RSS_MB = 400;
/** CPU seconds a process may use in its life (rlimit); it is replaced at half of that. */
const SANDBOX_CPU_SECONDS = 600;
/** Largest SEF or HTML a process may return (characters). */
const SANDBOX_MAX_OUTPUT_CHARS = 8_000_000;

export type TSandboxJob =
  { op: 'compile'; text: string } | { op: 'render'; hash: string; xml: string; sef?: string };

export type TSandboxReply = {
  sef?: string;
  html?: string;
  need?: true;
  error?: string;
  limit?: boolean;
};

type TChildReply = TSandboxReply & { id: number; cpuMs: number };

const ENTRY = fileURLToPath(new URL('./sandbox-child.cjs', import.meta.url));
const SAXON_MAIN = createRequire(import.meta.url).resolve('saxon-js');

const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore', env: {}, timeout: 5_000 }).status === 0;

let wrapper: string[] | undefined;

// Probed once: a network namespace and a CPU rlimit where the OS gives them, else without.
function osWrapper(): string[] {
  if (wrapper) return wrapper;
  wrapper = [];
  if (succeeds('unshare', ['--net', '--map-root-user', 'true'])) {
    wrapper.push('unshare', '--net', '--map-root-user');
  }
  if (succeeds('prlimit', [`--cpu=${SANDBOX_CPU_SECONDS}`, 'true'])) {
    wrapper.push('prlimit', `--cpu=${SANDBOX_CPU_SECONDS}`);
  }
  return wrapper;
}

/** Node 20 names the permission model --experimental-permission; later versions --permission. */
function permissionFlag(): string {
  const flags = process.allowedNodeEnvironmentFlags;
  return flags.has('--permission') ? '--permission' : '--experimental-permission';
}

/** The command that starts one stylesheet process (exported for the documentation test). */
function sandboxCommand(): string[] {
  return [
    ...osWrapper(),
    process.execPath,
    permissionFlag(),
    `--allow-fs-read=${path.dirname(SAXON_MAIN)}`,
    `--allow-fs-read=${ENTRY}`,
    `--max-old-space-size=${SANDBOX_HEAP_MB}`,
    '--disable-warning=ExperimentalWarning',
    ENTRY,
    SAXON_MAIN,
  ];
}

/**
 * One stylesheet process: an empty environment, reads only saxon-js, no children, workers, file
 * writes or network. Runs one job at a time; a job that outlives its timeout kills the process.
 */
export class SandboxProcess {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private nextId = 1;
  private cpuMs = 0;
  private stderr = '';
  dead = false;

  constructor() {
    const [command = process.execPath, ...args] = sandboxCommand();
    this.child = spawn(command, args, { env: {}, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    // Only the end matters (the reason it died); a stylesheet may not fill the parent's memory.
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2_000);
    });
    this.child.once('exit', () => (this.dead = true));
    // A failed spawn, kill or send is reported here; the process is then of no further use.
    this.child.on('error', () => (this.dead = true));
    this.ready = new Promise((resolve, reject) => {
      this.child.once('message', () => resolve());
      this.child.once('exit', () => reject(this.deathError()));
      this.child.once('error', (err) => {
        this.dead = true;
        reject(new XsltError('limits', `the stylesheet process did not start: ${err.message}`));
      });
    });
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Worn out: past half its CPU rlimit, replaced before the kernel kills it mid-job. */
  get worn(): boolean {
    return this.cpuMs > (SANDBOX_CPU_SECONDS * 1000) / 2;
  }

  private deathError(): XsltError {
    const oom = /heap limit|out of memory/i.test(this.stderr);
    return new XsltError(
      'limits',
      oom
        ? 'the stylesheet used more memory than allowed'
        : `the stylesheet process ended unexpectedly${this.stderr ? `: ${this.stderr.trim().slice(-300)}` : ''}`,
    );
  }

  /** Resident size in MB from /proc, or 0 where there is no /proc. */
  private residentMb(): number {
    try {
      const pages = Number(fs.readFileSync(`/proc/${this.pid}/statm`, 'utf8').split(' ')[1]);
      return (pages * 4096) / 2 ** 20;
    } catch {
      return 0;
    }
  }

  async run(job: TSandboxJob, timeoutMs: number): Promise<TSandboxReply> {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        clearInterval(watch);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        fn();
      };
      const onMessage = (reply: TChildReply) => {
        if (reply.id !== id) return;
        this.cpuMs = reply.cpuMs;
        const { id: _id, cpuMs: _cpu, ...rest } = reply;
        settle(() => resolve(rest));
      };
      const onExit = () => settle(() => reject(this.deathError()));
      const timer = setTimeout(() => {
        this.kill();
        settle(() =>
          reject(new XsltError('timeout', `stylesheet took longer than ${timeoutMs} ms`)),
        );
      }, timeoutMs);
      const watch = setInterval(() => {
        if (this.residentMb() <= SANDBOX_RSS_MB) return;
        this.kill();
        const message = 'the stylesheet used more memory than allowed';
        settle(() => reject(new XsltError('limits', message)));
      }, 200);
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send({ id, maxChars: SANDBOX_MAX_OUTPUT_CHARS, ...job }, (err) => {
        if (err) settle(() => reject(this.deathError()));
      });
    });
  }

  /** Referenced only while it runs a job: an idle process never keeps the server alive. */
  hold(busy: boolean): void {
    if (busy) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  kill(): void {
    this.dead = true;
    this.child.kill('SIGKILL');
  }
}
