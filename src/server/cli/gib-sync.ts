import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type TConfig } from '../config';
import { resolveGibDir } from '../documents/gib-dir';
import { closeRenderer } from '../documents/rendering/close-renderer';
import { GIB_PACKAGE_BASE_URL } from '../documents/gib-sync/gib-packages';
import { syncGibPackages } from '../documents/gib-sync/gib-sync';
import { GibSyncError } from '../documents/gib-sync/gib-sync-error';

const USAGE =
  'Usage: npm run gib:sync -- [--dir <target>] [--base-url <url>] [--earsiv-zip <file name>] ' +
  '[--timeout <seconds>]\n' +
  `Downloads GİB's packages from ${GIB_PACKAGE_BASE_URL} (or --base-url) into DATA_DIR/gib ` +
  '(or --dir), replacing the previous copy only when the new one is complete.';

/** `npm run gib:sync`: fills DATA_DIR/gib from GİB's official package downloads. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      'base-url': { type: 'string' },
      'earsiv-zip': { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const timeout = values.timeout === undefined ? 120 : Number(values.timeout);
  if (!(timeout > 0))
    throw new GibSyncError(`--timeout must be a positive number of seconds\n${USAGE}`);
  // Only the default target needs the configuration (DATA_DIR); --dir works without a valid .env.
  let config: TConfig | undefined;
  let targetDir: string;
  if (values.dir === undefined) {
    config = loadConfig();
    targetDir = path.join(config.dataDir, 'gib');
  } else {
    targetDir = path.resolve(values.dir);
  }

  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  // The schematron compiles in stylesheet processes, which would keep this command running.
  await syncGibPackages({
    targetDir,
    baseUrl: values['base-url'],
    fileNames: values['earsiv-zip'] ? { earsiv: values['earsiv-zip'] } : undefined,
    timeoutMs: timeout * 1000,
    // With the app's configuration, the compiled rules go where the app will look for them.
    cacheDir: config?.cacheDir,
    signal: controller.signal,
    log: (line) => console.log(line),
  }).finally(closeRenderer);
  if (config && resolveGibDir(config) !== targetDir) {
    console.log(
      `Note: the application reads GİB's packages from ${resolveGibDir(config)} ` +
        `(GIB_DIR, or ../shared/data/gib beside the repository, come first); ` +
        `set GIB_DIR=${targetDir} to use this copy.`,
    );
  }
}

main().catch((e: unknown) => {
  if (e instanceof GibSyncError || e instanceof ConfigError)
    console.error(`gib:sync failed: ${e.message}`);
  else if (e instanceof Error && e.name === 'AbortError')
    console.error('gib:sync interrupted; nothing was changed.');
  else console.error(e);
  process.exit(1);
});
