import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import { createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed/seed';
import { writeBenchResult } from './results';
import { onAdmin, withDatabase } from './scratch-database';

const DOCUMENTS = Number(process.env.BENCH_SEED_DOCUMENTS ?? 100_000);
// Linux reports process times in clock ticks of 1/100 s.
const TICKS_PER_SECOND = 100;

type TMark = { label: string; wallMs: number; nodeCpuS: number; serverCpuS: number | null };

/** The fields of /proc/<pid>/stat after the command name (ppid is index 1, utime index 11). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds the PostgreSQL server has used: the postmaster with the children it reaped, plus its
 * live children. On a shared machine CPU time says what the seed costs; wall time says the load.
 */
function serverCpuSeconds(postmaster: number | null): number | null {
  if (postmaster === null) return null;
  const own = statFields(postmaster);
  if (!own) return null;
  let ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(own[i]), 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

async function postmasterOf(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const f = rows[0] ? statFields(rows[0].pid) : null;
  return f ? Number(f[1]) : null;
}

/**
 * `npm run bench -- seed`: seeds BENCH_SEED_DOCUMENTS (default 100,000) into a fresh scratch
 * database on the bench's server and reports each step's wall time beside the CPU seconds of this
 * process and of the PostgreSQL server (Linux, server on this machine); then drops the database.
 */
export async function benchSeed(ctx: { url: string }): Promise<void> {
  const name = `posbelge_bench_seed_${DOCUMENTS}`;
  const adminUrl = withDatabase(ctx.url, 'postgres');
  await onAdmin(adminUrl, `drop database if exists ${name}`);
  await onAdmin(adminUrl, `create database ${name}`);
  const pool = createPool(withDatabase(ctx.url, name), 4);
  const marks: TMark[] = [];
  try {
    await runMigrations(pool);
    const postmaster = await postmasterOf(pool);
    const mark = (label: string) => {
      const cpu = process.cpuUsage();
      const serverCpuS = serverCpuSeconds(postmaster);
      marks.push({
        label,
        wallMs: performance.now(),
        nodeCpuS: (cpu.user + cpu.system) / 1e6,
        serverCpuS,
      });
    };
    const loadAtStart = os.loadavg()[0];
    mark('Preparing');
    const res = await seedDemoData(pool, { documents: DOCUMENTS, seed: 1, onPhase: mark });
    const size = await pool.query<{ bytes: string }>(
      'select pg_database_size(current_database())::text as bytes',
    );
    const steps = marks.slice(0, -1).map((m, i) => {
      const next = marks[i + 1] ?? m;
      const server =
        m.serverCpuS === null || next.serverCpuS === null ? null : next.serverCpuS - m.serverCpuS;
      return {
        step: m.label,
        wallS: Number(((next.wallMs - m.wallMs) / 1000).toFixed(1)),
        nodeCpuS: Number((next.nodeCpuS - m.nodeCpuS).toFixed(1)),
        serverCpuS: server === null ? null : Number(server.toFixed(1)),
      };
    });
    const load = `load ${loadAtStart?.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} shared cores`;
    console.log(
      `seed: ${DOCUMENTS.toLocaleString('en')} documents in ${(res.ms / 1000).toFixed(1)} s; ${load}`,
    );
    for (const s of steps)
      console.log(
        `  ${s.step.slice(0, 40).padEnd(40)} wall ${String(s.wallS).padStart(7)} s  node CPU ${String(s.nodeCpuS).padStart(6)} s  server CPU ${String(s.serverCpuS ?? '?').padStart(6)} s`,
      );
    await writeBenchResult('seed', {
      documents: DOCUMENTS,
      seconds: res.ms / 1000,
      databaseBytes: Number(size.rows[0]?.bytes),
      loadAverage1mAtStart: Number(loadAtStart?.toFixed(2)),
      steps,
    });
  } finally {
    await pool.end();
    await onAdmin(adminUrl, `drop database if exists ${name}`);
  }
}
