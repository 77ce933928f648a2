import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process for one stretch of a bench (`--cpu-prof` covers the whole process,
 * set-up included): `stop()` writes it to `file` (open it in Chrome DevTools). Without a file,
 * nothing is profiled.
 */
export async function profileCpu(file: string | undefined): Promise<{ stop(): Promise<void> }> {
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the measured stretch written to ${file}`);
    },
  };
}
