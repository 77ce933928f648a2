import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

// /proc/<pid>/stat counts CPU in clock ticks; Linux reports 100 per second to user space.
const TICK_MS = 10;

type TStat = { ppid: number; own: number; reaped: number };

/** utime+stime (own) and cutime+cstime (children it has waited for), in ms; null once it is gone. */
function statOf(pid: number): TStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const at = (n: number) => Number(fields[n - 3] ?? 0);
  return { ppid: at(4), own: (at(14) + at(15)) * TICK_MS, reaped: (at(16) + at(17)) * TICK_MS };
}

/** CPU ms of one process (all its threads); 0 where /proc is not there. */
export function processCpuMs(pid: number): number {
  return statOf(pid)?.own ?? 0;
}

/**
 * CPU ms of a whole PostgreSQL server: the postmaster, the backends and helpers alive now, and
 * those that exited (the postmaster reaped them, so their time is in its children's count).
 */
export function serverCpuMs(postmaster: number): number {
  const root = statOf(postmaster);
  if (!root) return 0;
  return childrenOf(postmaster).reduce(
    (total, child) => total + (statOf(child)?.own ?? 0),
    root.own + root.reaped,
  );
}

/** The processes whose parent is `pid` now (a postmaster's backends and helpers), from /proc. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .map(Number)
    .filter((child) => Number.isInteger(child) && child !== pid && statOf(child)?.ppid === pid);
}

/** The postmaster of the server a pool talks to (the parent of one of its backends), or null. */
export async function postmasterOf(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backend = rows[0]?.pid;
  return backend === undefined ? null : (statOf(backend)?.ppid ?? null);
}
