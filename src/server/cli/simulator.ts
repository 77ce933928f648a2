import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveGibDir } from '../documents/gib-dir';
import { resolveIntegratorsDir } from '../documents/integrators/integrators-dir';
import { buildIzibizDouble } from '../documents/integrators/izibiz/double/double-server';
import { DOUBLE_ACCOUNT, DoubleState } from '../documents/integrators/izibiz/double/double-state';
import { SimulatorEngine } from '../documents/integrators/simulator/engine';
import { buildSimulatorServer } from '../documents/integrators/simulator/http-server';

const USAGE =
  'Usage: npm run simulator -- [--izibiz] [--port 4010] [--host 127.0.0.1] [--speed 1] [--step-ms 1000]\n' +
  '  --izibiz: the İzibiz double (İzibiz’s SOAP services, default port 4020) instead of the simulator\n' +
  'Environment: SIMULATOR_PORT, SIMULATOR_HOST, SIMULATOR_SPEED, SIMULATOR_STEP_MS, GIB_DIR, INTEGRATORS_DIR.';

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!(n > 0) || !Number.isFinite(n))
    throw new Error(`${name} must be a positive number, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      speed: { type: 'string' },
      'step-ms': { type: 'string' },
      izibiz: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = process.env;
  const port = positive('port', values.port ?? env.SIMULATOR_PORT, values.izibiz ? 4020 : 4010);
  const host = values.host ?? env.SIMULATOR_HOST ?? '127.0.0.1';
  const speed = positive('speed', values.speed ?? env.SIMULATOR_SPEED, 1);
  const stepMs = positive('step-ms', values['step-ms'] ?? env.SIMULATOR_STEP_MS, 1000);
  const gibDir = resolveGibDir({
    gibDir: env.GIB_DIR ? path.resolve(env.GIB_DIR) : undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
  });
  if (values.izibiz) {
    const integratorsDir = resolveIntegratorsDir({
      integratorsDir: env.INTEGRATORS_DIR ? path.resolve(env.INTEGRATORS_DIR) : undefined,
      dataDir: path.resolve(env.DATA_DIR ?? './data'),
    });
    const state = new DoubleState({ speed, stepMs });
    const { app } = await buildIzibizDouble({ integratorsDir, gibDir, state });
    const address = await app.listen({ port, host });
    console.log(`İzibiz double listening on ${address} (user ${DOUBLE_ACCOUNT.username})`);
    process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    return;
  }
  const engine = new SimulatorEngine({ gibDir, speed, stepMs });
  const app = await buildSimulatorServer({ engine });
  const address = await app.listen({ port, host });
  console.log(`Integrator simulator listening on ${address} (clock speed ×${speed})`);
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  console.error(USAGE);
  process.exit(1);
});
