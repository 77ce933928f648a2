import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, readBuildInfo } from '../lib/build-info';
import { ROOT_DIR, WEB_DIST_DIR } from '../lib/paths';

/** What the web bundle is made from; a change in any of these makes the build stale. */
const INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
];

export function webSourceHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((p) => listFiles(path.join(ROOT_DIR, p))).sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(ROOT_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the SPA with Vite when dist/web is missing or older than its sources. */
export function ensureWebBuild(log: (m: string) => void = console.log): {
  built: boolean;
  buildId: string;
} {
  const buildId = webSourceHash();
  if (
    readBuildInfo(WEB_DIST_DIR)?.buildId === buildId &&
    fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))
  ) {
    return { built: false, buildId };
  }
  log(`Building the web app (build ${buildId}) …`);
  const vite = path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(
    process.execPath,
    [vite, 'build', '--config', path.join(ROOT_DIR, 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: ROOT_DIR,
      stdio: 'inherit',
      // Always the production bundle: a build started under NODE_ENV=test (the e2e set-up) would
      // otherwise ship React's development build, and its build id would look fresh to `npm start`.
      env: { ...process.env, NODE_ENV: 'production', POSBELGE_BUILD_ID: buildId },
    },
  );
  if (res.status !== 0)
    throw new Error(`The web build failed (vite exited with ${res.status ?? res.signal})`);
  fs.writeFileSync(
    path.join(WEB_DIST_DIR, BUILD_INFO_FILE),
    JSON.stringify({ buildId, builtAt: new Date().toISOString() }, null, 2),
  );
  return { built: true, buildId };
}

function listFiles(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p).flatMap((name) => listFiles(path.join(p, name)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { built, buildId } = ensureWebBuild();
  console.log(built ? `Web app built: ${buildId}` : `Web app up to date: ${buildId}`);
}
