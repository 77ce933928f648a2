import fs from 'node:fs/promises';
import path from 'node:path';

export const stagingDirFor = (target: string, pid = process.pid) => `${target}.tmp-${pid}`;
const previousDirFor = (target: string, pid = process.pid) => `${target}.old-${pid}`;

/**
 * Puts a complete `staging` directory in place of `target`. POSIX has no portable atomic swap of
 * two directories, so the old copy is moved aside first and moved back if the second rename
 * fails; readers see either the old tree or the new one, never a mix.
 */
export async function replaceDirectory(staging: string, target: string): Promise<void> {
  const previous = previousDirFor(target);
  await fs.rm(previous, { recursive: true, force: true });
  let hadPrevious = false;
  try {
    await fs.rename(target, previous);
    hadPrevious = true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  try {
    await fs.rename(staging, target);
  } catch (e) {
    if (hadPrevious) await fs.rename(previous, target);
    throw e;
  }
  if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
}

/**
 * Removes what an earlier run killed mid-way left beside `target` (`.tmp-<pid>`, `.old-<pid>` of
 * processes that no longer exist); an `.old-` copy is restored when the target itself is missing.
 */
export async function cleanUpAbandonedRuns(target: string): Promise<string[]> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  let names: string[];
  try {
    names = await fs.readdir(parent);
  } catch {
    return [];
  }
  const cleaned: string[] = [];
  for (const name of names) {
    const match = /^\.(tmp|old)-(\d+)$/.exec(name.slice(base.length));
    if (!name.startsWith(base) || !match || isAlive(Number(match[2]))) continue;
    const dir = path.join(parent, name);
    if (match[1] === 'old' && !(await exists(target))) {
      await fs.rename(dir, target);
    } else {
      await fs.rm(dir, { recursive: true, force: true });
    }
    cleaned.push(dir);
  }
  return cleaned;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}
