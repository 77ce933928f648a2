import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../../config';
import { ROOT_DIR } from '../../lib/paths';

/**
 * Integrators' published interfaces (İzibiz's WSDLs and schemas): INTEGRATORS_DIR when set, else
 * the shared copy beside the repository when it exists, else `<DATA_DIR>/integrators`. Only the
 * İzibiz double and the contract tests read them; the plugins speak from their own tables.
 */
export function resolveIntegratorsDir(config: Pick<TConfig, 'integratorsDir' | 'dataDir'>): string {
  if (config.integratorsDir) return config.integratorsDir;
  const shared = path.resolve(ROOT_DIR, '../shared/data/integrators');
  if (fs.existsSync(shared)) return shared;
  return path.join(config.dataDir, 'integrators');
}

export class IntegratorPackageMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegratorPackageMissingError';
  }
}

/** A folder of an integrator's published interface, or an error naming where it was looked for. */
export function requireIntegratorDir(integratorsDir: string, relative: string): string {
  const dir = path.join(integratorsDir, relative);
  if (!fs.existsSync(dir)) {
    throw new IntegratorPackageMissingError(
      `The integrator's published interface is missing: ${dir} does not exist. Point ` +
        'INTEGRATORS_DIR at the directory holding izibiz/wsdl (../shared/data/integrators).',
    );
  }
  return dir;
}
