import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** The machine a figure was measured on, kept beside every result so figures stay comparable. */
export function machineFacts() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: Number(os.loadavg()[0]?.toFixed(2)),
    node: process.version,
  };
}

/** Writes `bench/results/<name>.json`: the figures of the latest run, with the machine and time. */
export async function writeBenchResult(name: string, figures: Record<string, unknown>) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const body = {
    bench: name,
    measuredAt: new Date().toISOString(),
    machine: machineFacts(),
    figures,
  };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`results written to bench/results/${name}.json`);
}
