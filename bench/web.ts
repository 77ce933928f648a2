import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../src/server/cli/ensure-web-build';
import { WEB_DIST_DIR } from '../src/server/lib/paths';
import { writeBenchResult } from './results';

type TManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type TManifest = Record<string, TManifestChunk>;

const LARGEST_SHOWN = 8;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function gzipBytes(file: string): number {
  return gzipSync(fs.readFileSync(path.join(WEB_DIST_DIR, file))).length;
}

const texts = (...areas: string[]) => areas.map((area) => `../shared/i18n/tr/${area}.ts`);
// The signed-in frame with the texts it names (app/guards/protected-layout.tsx).
const FRAME = [
  'app/layout/app-layout.tsx',
  ...texts('area-error-codes', 'global-search', 'documents', 'document-list'),
];
const DASHBOARD = [...FRAME, 'features/dashboard/routes/dashboard-page.tsx'];

// What a visitor fetches in all for a whole screen: the first load, the toasts' container (fetched
// right after the first render, on every screen) and that route's chunks with their Turkish texts
// (the areas their lazyPage names).
const EVERY_SCREEN = ['app/toasts.tsx'];
const SCREENS: Record<string, string[]> = {
  signIn: ['features/auth/routes/sign-in.tsx'],
  documents: [
    ...FRAME,
    'features/documents/routes/documents-page.tsx',
    ...texts('document-actions', 'document-correction', 'document-export'),
  ],
  // The landing screen: its figures first, then its charts (a chunk of their own).
  dashboard: [...DASHBOARD, ...texts('dashboard')],
  dashboardWithCharts: [
    ...DASHBOARD,
    ...texts('dashboard'),
    'features/dashboard/components/dashboard-charts.tsx',
  ],
};

// Chunks reported by name: the dashboard's own and its charts' (recharts).
const NAMED_CHUNKS: Record<string, string> = {
  dashboardPage: 'features/dashboard/routes/dashboard-page.tsx',
  dashboardCharts: 'features/dashboard/components/dashboard-charts.tsx',
};

/** The given chunks with everything they import statically, transitively. */
function withStaticImports(manifest: TManifest, roots: string[]): string[] {
  const unknown = roots.filter((key) => !manifest[key]);
  if (unknown.length > 0) throw new Error(`Not in the build's manifest: ${unknown.join(', ')}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * Issue 12 "Web": builds the SPA when stale, then reads Vite's manifest and prints the initial
 * JavaScript (entry chunk plus everything it imports statically) gzip-compressed, beside the
 * largest chunks that load only when a screen needs them.
 */
export async function benchWeb(): Promise<void> {
  const { buildId } = ensureWebBuild();
  const manifestFile = path.join(WEB_DIST_DIR, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TManifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // The chunks a browser must fetch before the first screen: the entry and its static imports.
  const initialKeys = withStaticImports(manifest, entries);
  const initialFiles = new Set(initialKeys.map((k) => manifest[k]?.file ?? k));
  const initial = [...initialFiles].map((file) => ({ file, gzipKB: kb(gzipBytes(file)) }));
  const initialCss = [...new Set(initialKeys.flatMap((k) => manifest[k]?.css ?? []))].map(
    (file) => ({ file, gzipKB: kb(gzipBytes(file)) }),
  );
  const lazy = [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((file) => file.endsWith('.js') && !initialFiles.has(file))
    .map((file) => ({ file, gzipKB: kb(gzipBytes(file)) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const sum = (rows: { gzipKB: number }[]) =>
    Math.round(rows.reduce((total, row) => total + row.gzipKB, 0) * 10) / 10;
  const screenJsGzipKB = Object.fromEntries(
    Object.entries(SCREENS).map(([screen, roots]) => {
      const files = new Set(
        withStaticImports(manifest, [...entries, ...EVERY_SCREEN, ...roots]).map(
          (k) => manifest[k]?.file ?? k,
        ),
      );
      return [screen, sum([...files].map((file) => ({ gzipKB: kb(gzipBytes(file)) })))];
    }),
  );
  const namedChunksGzipKB = Object.fromEntries(
    Object.entries(NAMED_CHUNKS).map(([name, key]) => {
      const file = manifest[key]?.file;
      return [name, file ? kb(gzipBytes(file)) : null];
    }),
  );
  const figures = {
    buildId,
    initialJsGzipKB: sum(initial),
    initialCssGzipKB: sum(initialCss),
    initialChunks: initial,
    screenJsGzipKB,
    namedChunksGzipKB,
    lazyChunkCount: lazy.length,
    lazyJsGzipKB: sum(lazy),
    largestLazyChunks: lazy.slice(0, LARGEST_SHOWN),
  };
  console.log(`initial JS: ${figures.initialJsGzipKB} KB gzip in ${initial.length} chunk(s)`);
  for (const row of initial) console.log(`  ${row.file}  ${row.gzipKB} KB`);
  console.log(`initial CSS: ${figures.initialCssGzipKB} KB gzip`);
  for (const [screen, total] of Object.entries(screenJsGzipKB))
    console.log(`whole ${screen} screen: ${total} KB gzip JS`);
  for (const [name, size] of Object.entries(namedChunksGzipKB))
    console.log(`${name} chunk: ${size ?? 'missing'} KB gzip`);
  console.log(`lazy JS: ${figures.lazyJsGzipKB} KB gzip in ${lazy.length} chunk(s); largest:`);
  for (const row of figures.largestLazyChunks) console.log(`  ${row.file}  ${row.gzipKB} KB`);
  await writeBenchResult('web', figures);
}
