import os from 'node:os';
import { SandboxProcess, type TSandboxReply } from './sandbox-process';

/** Stylesheets that are not a tenant's own (GİB's defaults) share this key. */
export const SYSTEM_TENANT = 'system';

export type TPoolJob =
  | { op: 'compile'; text: string }
  | { op: 'render'; hash: string; xml: string; sef: () => Promise<string> };

type TTask = {
  tenant: string;
  job: TPoolJob;
  timeoutMs: number;
  resolve: (reply: TSandboxReply) => void;
  reject: (err: unknown) => void;
};

// At least two, so one endless stylesheet never holds every process; bounded so compiles
// (a core each) leave the server's own work room.
const POOL_SIZE = Math.min(4, Math.max(2, os.availableParallelism()));

/**
 * Stylesheet processes shared by all tenants: at most one job per tenant key in flight, and
 * waiting tenants take turns (round robin), so one tenant's slow stylesheets delay only itself.
 */
export class SandboxPool {
  private readonly idle: SandboxProcess[] = [];
  private readonly all = new Set<SandboxProcess>();
  // Insertion order is the turn order: a tenant served goes to the back.
  private readonly queues = new Map<string, TTask[]>();
  private readonly running = new Set<string>();

  constructor(private readonly size = POOL_SIZE) {}

  run(tenant: string, job: TPoolJob, timeoutMs: number): Promise<TSandboxReply> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(tenant) ?? [];
      queue.push({ tenant, job, timeoutMs, resolve, reject });
      this.queues.set(tenant, queue);
      this.pump();
    });
  }

  private next(): TTask | undefined {
    for (const [tenant, queue] of this.queues) {
      if (this.running.has(tenant)) continue;
      const task = queue.shift();
      this.queues.delete(tenant);
      if (queue.length) this.queues.set(tenant, queue);
      return task;
    }
    return undefined;
  }

  private pump(): void {
    while (this.running.size < this.size) {
      const task = this.next();
      if (!task) return;
      this.running.add(task.tenant);
      void this.start(task);
    }
  }

  private take(): SandboxProcess {
    let proc = this.idle.pop();
    while (proc?.dead) proc = this.idle.pop();
    if (proc) return proc;
    proc = new SandboxProcess();
    this.all.add(proc);
    return proc;
  }

  private async start(task: TTask): Promise<void> {
    const proc = this.take();
    proc.hold(true);
    try {
      task.resolve(await execute(proc, task.job, task.timeoutMs));
    } catch (err) {
      task.reject(err);
    } finally {
      proc.hold(false);
      if (proc.dead || proc.worn) {
        proc.kill();
        this.all.delete(proc);
      } else {
        this.idle.push(proc);
      }
      this.running.delete(task.tenant);
      this.pump();
    }
  }

  close(): void {
    for (const proc of this.all) proc.kill();
    this.all.clear();
    this.idle.length = 0;
  }
}

// A process keeps the SEFs it was last given; it is sent one only when it asks.
async function execute(proc: SandboxProcess, job: TPoolJob, timeoutMs: number) {
  if (job.op === 'compile') return proc.run(job, timeoutMs);
  const reply = await proc.run({ op: 'render', hash: job.hash, xml: job.xml }, timeoutMs);
  if (!reply.need) return reply;
  return proc.run({ op: 'render', hash: job.hash, xml: job.xml, sef: await job.sef() }, timeoutMs);
}

let shared: SandboxPool | undefined;

/** Runs a job in the shared pool under `tenant`'s turn. */
export function runSandboxed(tenant: string, job: TPoolJob, timeoutMs: number) {
  shared ??= new SandboxPool();
  return shared.run(tenant, job, timeoutMs);
}

export function closeSandboxPool(): void {
  shared?.close();
  shared = undefined;
}
