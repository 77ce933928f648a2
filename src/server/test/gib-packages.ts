import fs from 'node:fs';
import path from 'node:path';
import { resolveGibDir } from '../documents/gib-dir';
import { ROOT_DIR } from '../lib/paths';

/** GİB's package directory as the app resolves it: GIB_DIR, else ../shared/data/gib, else DATA_DIR/gib. */
export const testGibDir = resolveGibDir({
  gibDir: process.env.GIB_DIR,
  dataDir: path.join(ROOT_DIR, 'data'),
});

/**
 * A file or folder of GİB's packages that a test needs. Missing, it fails the test file with a
 * message that says where the packages belong: a test never passes by skipping GİB's rules.
 */
export function requireGibPackage(relative: string): string {
  const file = path.join(testGibDir, relative);
  if (!fs.existsSync(file)) {
    throw new Error(
      `GİB's packages are missing: ${file} does not exist. The tests read GİB's published ` +
        'packages from ../shared/data/gib beside the repository, or from the directory GIB_DIR ' +
        'names (npm run gib:sync fills DATA_DIR/gib).',
    );
  }
  return file;
}

/** Where the tests keep compiled stylesheets (the app's default DATA_DIR/cache, filled once). */
export const testCacheDir = path.join(ROOT_DIR, 'data', 'cache');
