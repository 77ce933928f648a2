import http from 'node:http';
import { underLoad, type TLoadFigures } from './load';

/**
 * The list bench's HTTP clients, in a process of their own (forked by list.ts): their CPU is then
 * not counted on the API's side, as it would be if they shared the server's event loop.
 */
export type TLoadJob = { port: number; path: string; token: string; clients: number; ms: number };
export type TLoadAnswer = { figures: TLoadFigures; cpuMs: number } | { error: string };

function get(agent: http.Agent, job: TLoadJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        agent,
        port: job.port,
        host: '127.0.0.1',
        path: job.path,
        headers: { authorization: `Bearer ${job.token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
  });
}

async function run(job: TLoadJob): Promise<TLoadAnswer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  try {
    const cpu = process.cpuUsage();
    const figures = await underLoad(
      async () => {
        const status = await get(agent, job);
        if (status !== 200) throw new Error(`${job.path}: ${status}`);
      },
      { clients: job.clients, ms: job.ms },
    );
    const used = process.cpuUsage(cpu);
    return { figures, cpuMs: (used.user + used.system) / 1000 };
  } catch (e) {
    return { error: String(e) };
  } finally {
    agent.destroy();
  }
}

process.on('message', (job: TLoadJob) => {
  void run(job).then((answer) => process.send?.(answer));
});
