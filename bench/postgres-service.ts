import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { childrenOf } from './process-cpu';

/** How the bench's PostgreSQL server is scheduled, and how to put it back as it was. */
export type TPostgresPlacement = { arrangement: string; restore(): Promise<void> };

const AS_IS = async () => {};

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A CPU cgroup hierarchy: where it is mounted and the process's group in it. */
type TCpuHierarchy = { version: 1 | 2; mount: string; group: string };

/**
 * The CPU controller's hierarchy of a process from `/proc/<pid>/cgroup` and this process's
 * mount table: cgroup v1 names `cpu` among a hierarchy's controllers; on cgroup v2 (one
 * hierarchy, `0::`) the controller is there when the root lists it.
 */
function cpuHierarchyOf(pid: number): TCpuHierarchy | null {
  const cgroups = read(`/proc/${pid}/cgroup`);
  const mounts = read('/proc/self/mountinfo');
  if (cgroups === null || mounts === null) return null;
  const mountLines = mounts.split('\n').map((line) => {
    // mountinfo: fields, " - ", then the file system type, the source and the super options.
    const [before, after] = line.split(' - ');
    return { point: before?.split(' ')[4] ?? '', fs: after?.split(' ') ?? [] };
  });
  for (const line of cgroups.trim().split('\n')) {
    const [id, controllers, group] = line.split(':');
    if (group === undefined) continue;
    if (id === '0' && controllers === '') {
      const v2 = mountLines.find((m) => m.fs[0] === 'cgroup2');
      const listed = v2 && read(path.join(v2.point, 'cgroup.controllers'));
      if (v2 && listed?.split(/\s+/).includes('cpu')) return { version: 2, mount: v2.point, group };
      continue;
    }
    if (!controllers?.split(',').includes('cpu')) continue;
    const v1 = mountLines.find(
      (m) => m.fs[0] === 'cgroup' && (m.fs[2] ?? '').split(',').includes('cpu'),
    );
    if (v1) return { version: 1, mount: v1.point, group };
  }
  return null;
}

/** Moves each process (all its threads) into the cgroup at `dir`; one gone meanwhile is skipped. */
function moveInto(dir: string, pids: number[]): void {
  for (const pid of pids) {
    try {
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
    }
  }
}

/**
 * Runs the bench's PostgreSQL server as one service, the way `docs/operations.md` says to run it
 * beside the app. Linux's autogroup scheduling (`kernel.sched_autogroup_enabled`) weighs CPU by
 * session for processes in the root CPU cgroup, and PostgreSQL makes every backend a session of
 * its own: started from a shell (the embedded server is), each busy backend weighs as much as the
 * whole app. A service manager (systemd) or a container gives the server a CPU cgroup of its own,
 * where autogroup does not apply. So when the server's processes are in the root CPU cgroup with
 * autogroup on, they are moved into a new cgroup of their own (default weight; backends started
 * later inherit it) until `restore()`; otherwise, or without the right to make one, the server is
 * left as it is. `arrangement` says which.
 */
export function placePostgresAsService(postmaster: number | null): TPostgresPlacement {
  if (process.env.BENCH_POSTGRES_SERVICE === 'off') {
    return { arrangement: 'as started (BENCH_POSTGRES_SERVICE=off)', restore: AS_IS };
  }
  if (postmaster === null)
    return { arrangement: 'not on this machine (left as it is)', restore: AS_IS };
  if (read('/proc/sys/kernel/sched_autogroup_enabled')?.trim() !== '1') {
    return { arrangement: 'as started (autogroup scheduling off)', restore: AS_IS };
  }
  const hierarchy = cpuHierarchyOf(postmaster);
  if (!hierarchy) return { arrangement: 'as started (no CPU cgroup controller)', restore: AS_IS };
  if (hierarchy.group !== '/') {
    return { arrangement: `already as a service (CPU cgroup ${hierarchy.group})`, restore: AS_IS };
  }
  const root = hierarchy.mount;
  const dir = path.join(root, `posbelge-bench-postgres-${process.pid}`);
  const control = path.join(root, 'cgroup.subtree_control');
  // cgroup v2 hands a controller to child groups only where the parent enables it.
  const enableCpu = hierarchy.version === 2 && !(read(control) ?? '').split(/\s+/).includes('cpu');
  try {
    if (enableCpu) writeFileSync(control, '+cpu');
    mkdirSync(dir);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? String(e);
    return {
      arrangement: `as started (a CPU cgroup could not be made: ${reason})`,
      restore: AS_IS,
    };
  }
  // The postmaster first: what it forks from then on starts in the new cgroup.
  moveInto(dir, [postmaster]);
  moveInto(dir, childrenOf(postmaster));
  return {
    arrangement: 'as a service (a CPU cgroup of its own, made for the run)',
    restore: async () => {
      // A process forked meanwhile, or one that just left and is still counted, keeps the group
      // busy for a moment: moved back and tried again until it is empty.
      for (let attempt = 0; ; attempt++) {
        const left = (read(path.join(dir, 'cgroup.procs')) ?? '').split('\n').filter(Boolean);
        moveInto(root, left.map(Number));
        try {
          rmdirSync(dir);
          break;
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EBUSY' || attempt === 50) throw e;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      if (enableCpu) writeFileSync(control, '-cpu');
    },
  };
}
