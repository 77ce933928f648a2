import { buildIzibizDouble } from './double-server';
import { DoubleState } from './double-state';

let running: Promise<string> | undefined;

/**
 * The double in this process, on a loopback port of its own, for a demo product whose plugin
 * configuration says `environment: double`: the plugin still speaks SOAP to it over HTTP. Started
 * on first use; a failed start is tried again by the next call.
 */
export function inProcessDoubleUrl(dirs: {
  integratorsDir: string;
  gibDir: string;
}): Promise<string> {
  running ??= (async () => {
    const { app } = await buildIzibizDouble({ ...dirs, state: new DoubleState({ stepMs: 2000 }) });
    return app.listen({ port: 0, host: '127.0.0.1' });
  })().catch((err: unknown) => {
    running = undefined;
    throw err;
  });
  return running;
}
