import http from 'node:http';
import readline from 'node:readline';
import { deviceHeaders, saleBody } from '../src/server/modules/pos/pos.test-support';

/**
 * The ingest bench's load generator, run as a process of its own so its CPU is counted apart
 * from the app's. Plan (env BENCH_INGEST_PLAN, json): the app's address, one credential per
 * device and the rounds (sales per device each). Every device keeps one keep-alive connection and
 * posts its next sale when the last one was answered, stamped with the time it is sent. Prints `ready`
 * once every body is built; each line on stdin then runs the next round, which prints one json
 * line: latencies and this process's CPU while posting.
 */
export type TIngestPlan = {
  address: string;
  credentials: string[];
  rounds: number[];
};

export type TIngestLoadResult = {
  ms: number;
  latencies: number[];
  cpuMs: number;
  failures: number;
  firstFailures: string[];
};

function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

type TRequest = { headers: Record<string, string>; body: string };

// Stands in the built body for the sale's time, set when it is sent (toISOString's length).
const TIME_MARK = '0000-00-00T00:00:00.000Z';

function buildRound(
  plan: TIngestPlan,
  round: number,
): { agent: http.Agent; requests: TRequest[] }[] {
  return plan.credentials.map((credential, d) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    requests: Array.from({ length: plan.rounds[round] ?? 0 }, (_, i) => {
      const key = `bench-${round}-${d}-${i}`;
      const sale = saleBody(key, undefined, { transactionTime: TIME_MARK });
      const body = JSON.stringify(sale);
      const headers = {
        ...deviceHeaders(credential, key),
        'content-type': 'application/json',
        // The mark and the time it stands for are both 24 characters.
        'content-length': String(Buffer.byteLength(body)),
      };
      return { headers, body };
    }),
  }));
}

async function runRound(
  url: URL,
  devices: ReturnType<typeof buildRound>,
): Promise<TIngestLoadResult> {
  const latencies: number[] = [];
  const failed: string[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    devices.map(async ({ agent, requests }) => {
      for (const { headers, body } of requests) {
        const s0 = performance.now();
        const res = await post(
          agent,
          url,
          headers,
          body.replace(TIME_MARK, new Date().toISOString()),
        );
        if (res.status === 201) latencies.push(performance.now() - s0);
        else failed.push(`${res.status} ${res.text}`);
      }
      agent.destroy();
    }),
  );
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { ms, latencies, cpuMs, failures: failed.length, firstFailures: failed.slice(0, 5) };
}

const plan = JSON.parse(process.env.BENCH_INGEST_PLAN ?? 'null') as TIngestPlan | null;
if (!plan) throw new Error('BENCH_INGEST_PLAN is not set');
const url = new URL('/api/pos/sale-transactions', plan.address);
const rounds = plan.rounds.map((_, r) => buildRound(plan, r));
console.log('ready');
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
for (const devices of rounds) {
  await lines.next();
  console.log(JSON.stringify(await runRound(url, devices)));
}
process.exit(0);
