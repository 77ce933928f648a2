import { IntegratorUnavailableError } from './integrator-errors';
import { inProcessDoubleUrl } from './izibiz/double/in-process-double';
import { IN_PROCESS_DOUBLE, izibizBaseUrl } from './izibiz/product-config';
import { createIzibizPlugin, IZIBIZ_PLUGIN_KEY } from './izibiz/izibiz-plugin';
import { SimulatorEngine } from './simulator/engine';
import { createHttpSimulatorPlugin } from './simulator/http-client-plugin';
import {
  createInProcessSimulatorPlugin,
  DEFAULT_INTEGRATOR_TIMEOUT_MS,
} from './simulator/in-process-plugin';
import type { TIntegratorPlugin } from './plugin';

export type TIntegratorPluginOptions = {
  /** GİB package directory (resolveGibDir): the in-process simulator validates against it. */
  gibDir: string;
  /** Base URL of the simulator service; for 'simulator-http' it falls back to env SIMULATOR_URL. */
  url?: string;
  /** Client timeout per call, ms. */
  timeoutMs?: number;
  /** The in-process engine to use; by default one shared engine per process. */
  engine?: SimulatorEngine;
  /** The product's plugin configuration (İzibiz: its test and live service addresses). */
  pluginConfigurations?: Record<string, unknown>;
  /** Integrators' published interfaces (resolveIntegratorsDir): the in-process İzibiz double's. */
  integratorsDir?: string;
};

/** The in-process İzibiz double answers demos and tests, never a production install. */
function doubleUrl(dirs: { integratorsDir: string; gibDir: string }): Promise<string> {
  if (process.env.NODE_ENV === 'production') {
    return Promise.reject(
      new IntegratorUnavailableError('offline', 'İzibiz çifti yalnız demo ve testler içindir'),
    );
  }
  return inProcessDoubleUrl(dirs);
}

export class UnknownIntegratorPluginError extends Error {}

const sharedEngines = new Map<string, SimulatorEngine>();

/** The process-wide in-process simulator (clock speed from env SIMULATOR_SPEED). */
export function sharedSimulatorEngine(gibDir: string): SimulatorEngine {
  let engine = sharedEngines.get(gibDir);
  if (!engine) {
    const speed = Number(process.env.SIMULATOR_SPEED ?? '1');
    engine = new SimulatorEngine({ gibDir, speed: speed > 0 ? speed : 1 });
    sharedEngines.set(gibDir, engine);
  }
  return engine;
}

/**
 * The plugin behind an integrator product's plugin_key. 'simulator' runs in this process unless
 * a service URL is given; 'simulator-http' always talks to the separate service.
 */
export function getIntegratorPlugin(
  pluginKey: string,
  options: TIntegratorPluginOptions,
): TIntegratorPlugin {
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  if (pluginKey === IZIBIZ_PLUGIN_KEY) {
    const baseUrl = izibizBaseUrl(options.pluginConfigurations);
    const { integratorsDir, gibDir } = options;
    return createIzibizPlugin({
      baseUrl,
      timeoutMs: options.timeoutMs ?? DEFAULT_INTEGRATOR_TIMEOUT_MS,
      ...(baseUrl === IN_PROCESS_DOUBLE
        ? { resolve: () => doubleUrl({ integratorsDir: integratorsDir ?? '', gibDir }) }
        : {}),
    });
  }
  if (pluginKey === 'simulator' && !options.url) {
    return createInProcessSimulatorPlugin(
      options.engine ?? sharedSimulatorEngine(options.gibDir),
      timeout,
    );
  }
  if (pluginKey === 'simulator' || pluginKey === 'simulator-http') {
    const url = options.url ?? process.env.SIMULATOR_URL;
    if (!url) {
      throw new UnknownIntegratorPluginError(
        `Integrator plugin '${pluginKey}' needs the simulator service URL (SIMULATOR_URL)`,
      );
    }
    return createHttpSimulatorPlugin({ url, ...timeout });
  }
  throw new UnknownIntegratorPluginError(`Unknown integrator plugin '${pluginKey}'`);
}
