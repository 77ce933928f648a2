import type { TConfig } from '../../config';
import { resolveGibDir } from '../../documents/gib-dir';
import { resolveIntegratorsDir } from '../../documents/integrators/integrators-dir';
import {
  getIntegratorPlugin,
  sharedSimulatorEngine,
} from '../../documents/integrators/get-integrator-plugin';
import type { TIntegratorPlugin } from '../../documents/integrators/plugin';
import type { TSimulatorControl } from '../../documents/integrators/simulator/control';
import { AppError } from '../../lib/app-error';

export type TPluginConfig = Pick<
  TConfig,
  'gibDir' | 'dataDir' | 'integratorTimeoutMs' | 'simulatorUrl' | 'integratorsDir'
>;

/** The plugin behind a product's plugin_key, set up as the pipeline sets it up. */
export function pluginOf(
  config: TPluginConfig,
  product: { pluginKey: string; pluginConfigurations: Record<string, unknown> },
  timeoutMs = config.integratorTimeoutMs,
): TIntegratorPlugin {
  return getIntegratorPlugin(product.pluginKey, {
    gibDir: resolveGibDir(config),
    timeoutMs,
    pluginConfigurations: product.pluginConfigurations,
    integratorsDir: resolveIntegratorsDir(config),
    ...(config.simulatorUrl ? { url: config.simulatorUrl } : {}),
  });
}

/**
 * Sends a command to a simulator product: the engine in this process, or the simulator service's
 * `POST /control` (SIMULATOR_URL). Any other plugin is a real integrator and has no such thing.
 */
export async function controlSimulator(
  config: TPluginConfig,
  pluginKey: string,
  command: TSimulatorControl,
): Promise<void> {
  if (pluginKey !== 'simulator' && pluginKey !== 'simulator-http') {
    throw new AppError('UNPROCESSABLE', { reason: 'notSimulator' });
  }
  const url = config.simulatorUrl;
  if (!url && pluginKey === 'simulator') {
    sharedSimulatorEngine(resolveGibDir(config)).control(command);
    return;
  }
  // The product names a service this server was never told the address of: a setting, not an
  // outside party that failed to answer.
  if (!url) throw new AppError('UNPROCESSABLE', { reason: 'simulatorServiceNotSet' });
  const answer = await fetch(new URL('/control', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(command),
    signal: AbortSignal.timeout(config.integratorTimeoutMs),
  }).catch((e: unknown) => {
    throw new AppError('SERVICE_UNAVAILABLE', {
      reason: 'integratorUnreachable',
      cause: e instanceof Error ? e.message : String(e),
    });
  });
  if (!answer.ok) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      reason: 'integratorUnreachable',
      cause: `${answer.status} ${await answer.text()}`,
    });
  }
}
