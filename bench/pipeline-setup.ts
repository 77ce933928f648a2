import net from 'node:net';
import { buildApp, type TAppDeps } from '../src/server/app';
import type { TConfig } from '../src/server/config';
import { startCli, type TChild } from '../src/server/jobs/process-harness.test-support';
import { deviceHeaders, saleBody } from '../src/server/modules/pos/pos.test-support';

/**
 * `count` sales go in through the API with the pipeline off, so their documents wait with their
 * step due: the backlog the pipeline benches work off.
 */
export async function postSales(
  base: TConfig,
  database: TAppDeps['database'],
  setup: { credentials: string[] },
  count: number,
): Promise<void> {
  const config = { ...base, pipeline: { ...base.pipeline, enabled: false } };
  const app = await buildApp({ config, database, logger: false });
  const credential = setup.credentials[0] ?? '';
  // Sale times are checked against the clock: the fixtures' fixed day would be refused later on.
  const transactionTime = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const key = `bench-${i}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/pos/sale-transactions',
      headers: deviceHeaders(credential, key),
      payload: saleBody(key, undefined, { transactionTime }),
    });
    if (res.statusCode !== 201) throw new Error(`sale refused: ${res.statusCode} ${res.body}`);
  }
  await app.close();
}

/**
 * The integrator double as its own process (`npm run simulator`, clock ×1000; `['--izibiz']`: the
 * İzibiz double), as an integrator is in production: its XSD check and signature verification are
 * not counted as ours.
 */
export async function startSimulator(
  extra: string[] = [],
): Promise<{ child: TChild; url: string }> {
  const port = await freePort();
  const args = [...extra, '--port', String(port), '--speed', '1000'];
  const child = startCli('src/server/cli/simulator.ts', args, {});
  const until = Date.now() + 60_000;
  for (;;) {
    const url = /listening on (\S+)/.exec(child.output())?.[1];
    if (url) return { child, url };
    if (child.process.exitCode !== null || Date.now() > until) {
      throw new Error(`the simulator did not start:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port nobody listens on now (the simulator takes no port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
