import os from 'node:os';
import { createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed/seed';
import { postmasterOf, serverCpuMs } from './process-cpu';
import { writeBenchResult } from './results';
import { onAdmin, withDatabase } from './scratch-database';

const DOCUMENTS = Number(process.env.BENCH_SEED_DOCUMENTS ?? 100_000);
// The index, key and foreign-key statements listed by name (the costliest first).
const STATEMENTS_SHOWN = 12;

type TMark = {
  label: string;
  phase: boolean;
  wallMs: number;
  nodeCpuMs: number;
  serverCpuMs: number | null;
};

type TSpan = { step: string; wallS: number; nodeCpuS: number; serverCpuS: number | null };

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

function span(from: TMark, to: TMark): TSpan {
  const server =
    from.serverCpuMs === null || to.serverCpuMs === null ? null : to.serverCpuMs - from.serverCpuMs;
  return {
    step: from.label,
    wallS: seconds(to.wallMs - from.wallMs),
    nodeCpuS: seconds(to.nodeCpuMs - from.nodeCpuMs),
    serverCpuS: server === null ? null : seconds(server),
  };
}

function line(s: TSpan): string {
  return (
    `  ${s.step.slice(0, 44).padEnd(44)} wall ${s.wallS.toFixed(2).padStart(8)} s` +
    `  node CPU ${s.nodeCpuS.toFixed(2).padStart(7)} s  server CPU ${(s.serverCpuS?.toFixed(2) ?? '?').padStart(7)} s`
  );
}

/**
 * `npm run bench -- seed`: seeds BENCH_SEED_DOCUMENTS (default 100,000) into a fresh scratch
 * database on the bench's server and reports each step's wall time beside the CPU seconds of this
 * process and of the PostgreSQL server (Linux, server on this machine), and each index, key and
 * foreign key of the bulk path on its own; then drops the database.
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
    const mark = (label: string, phase: boolean) => {
      const cpu = process.cpuUsage();
      marks.push({
        label,
        phase,
        wallMs: performance.now(),
        nodeCpuMs: (cpu.user + cpu.system) / 1000,
        serverCpuMs: postmaster === null ? null : serverCpuMs(postmaster),
      });
    };
    const loadAtStart = os.loadavg()[0] ?? 0;
    mark('Preparing', true);
    const res = await seedDemoData(pool, {
      documents: DOCUMENTS,
      seed: 1,
      // The list benches' data set: no integrator exchanges (seed.ts), as in the figures before.
      exchanges: false,
      onPhase: (label) => mark(label, true),
      onStep: (step) => mark(step, false),
    });
    const size = await pool.query<{ bytes: string }>(
      'select pg_database_size(current_database())::text as bytes',
    );
    // A phase runs to the next phase; an index, key or foreign key to whatever was told next.
    const phases = marks.filter((m) => m.phase);
    const steps = phases.flatMap((m, i) => {
      const next = phases[i + 1];
      return next ? [span(m, next)] : [];
    });
    const statements = marks
      .flatMap((m, i) => {
        const next = marks[i + 1];
        return !m.phase && next ? [span(m, next)] : [];
      })
      .sort((a, b) => (b.serverCpuS ?? 0) - (a.serverCpuS ?? 0));
    const total = (key: 'nodeCpuS' | 'serverCpuS') =>
      steps.reduce((sum, s) => sum + (s[key] ?? 0), 0);
    const perDocument = (cpuS: number) => Math.round((cpuS * 1e6) / Math.max(1, DOCUMENTS));
    const load = `load ${loadAtStart.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} shared cores`;
    console.log(
      `seed: ${DOCUMENTS.toLocaleString('en')} documents in ${(res.ms / 1000).toFixed(1)} s; ${load}`,
    );
    for (const s of steps) console.log(line(s));
    console.log(
      `  CPU per document: node ${perDocument(total('nodeCpuS'))} µs, server ${perDocument(total('serverCpuS'))} µs`,
    );
    console.log(`  costliest indexes, keys and foreign keys (server CPU):`);
    for (const s of statements.slice(0, STATEMENTS_SHOWN)) console.log(`  ${line(s)}`);
    await writeBenchResult('seed', {
      documents: DOCUMENTS,
      seconds: res.ms / 1000,
      databaseBytes: Number(size.rows[0]?.bytes),
      loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
      cpuMicrosecondsPerDocument: {
        node: perDocument(total('nodeCpuS')),
        server: perDocument(total('serverCpuS')),
      },
      steps,
      statements,
    });
  } finally {
    await pool.end();
    await onAdmin(adminUrl, `drop database if exists ${name}`);
  }
}
