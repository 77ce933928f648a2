import fs from 'node:fs';
import path from 'node:path';
import { resolveIntegratorsDir } from '../documents/integrators/integrators-dir';
import { ROOT_DIR } from '../lib/paths';

/** Integrators' published interfaces as the app resolves them: INTEGRATORS_DIR, else ../shared. */
export const testIntegratorsDir = resolveIntegratorsDir({
  integratorsDir: process.env.INTEGRATORS_DIR,
  dataDir: path.join(ROOT_DIR, 'data'),
});

/**
 * A folder or file of the integrators' published interfaces that a test needs. Missing, it fails
 * the test file naming the directory: a contract test never passes by skipping the contract.
 */
export function requireIntegratorPackage(relative: string): string {
  const file = path.join(testIntegratorsDir, relative);
  if (!fs.existsSync(file)) {
    throw new Error(
      `The integrators' published interfaces are missing: ${file} does not exist. The tests ` +
        'read them from ../shared/data/integrators beside the repository, or from the ' +
        'directory INTEGRATORS_DIR names.',
    );
  }
  return file;
}
