import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_INVOICE_XSLT, requireXsdDir } from '../gib-dir';
import { compileGibSchematron, gibSchematronRelease } from '../schematron/gib-schematron';
import { downloadFile } from './download';
import {
  GIB_PACKAGE_BASE_URL,
  GIB_PACKAGES,
  packageUrl,
  type TGibPackageKey,
} from './gib-packages';
import { GibSyncError } from './gib-sync-error';
import { planPackageLayout } from './package-layout';
import { cleanUpAbandonedRuns, replaceDirectory, stagingDirFor } from './replace-dir';
import { DEFAULT_ZIP_LIMITS, looksLikeZip, readZip, ZipError, type TZipEntry } from './zip-reader';

export const GIB_SYNC_MANIFEST = 'gib-sync-manifest.json';

export type TGibSyncOptions = {
  targetDir: string;
  baseUrl?: string;
  /** Replaces a package's file name, e.g. a newer `earsiv_paket_v…zip`. */
  fileNames?: Partial<Record<TGibPackageKey, string>>;
  /** Per download, connection to last byte. */
  timeoutMs?: number;
  maxZipBytes?: number;
  /** Where the compiled schematron is kept for the app (DATA_DIR/cache); without it, compiled only. */
  cacheDir?: string;
  signal?: AbortSignal;
  log?: (line: string) => void;
};

export type TGibSyncManifest = {
  syncedAt: string;
  packages: { key: TGibPackageKey; url: string; sha256: string; bytes: number; files: number }[];
  warnings: string[];
};

/**
 * Downloads GİB's three packages, maps them onto our layout in `<target>.tmp-<pid>`, compiles the
 * new release's schematron (the check every document passes before it is sent) and only then
 * replaces `target`; on any failure the previous copy stays and nothing is left behind.
 */
export async function syncGibPackages(opts: TGibSyncOptions): Promise<TGibSyncManifest> {
  const log = opts.log ?? (() => undefined);
  const target = path.resolve(opts.targetDir);
  const baseUrl = opts.baseUrl ?? GIB_PACKAGE_BASE_URL;
  for (const dir of await cleanUpAbandonedRuns(target))
    log(`Cleaned up after an earlier run: ${dir}`);

  const downloads: { key: TGibPackageKey; url: string; fileName: string; zip: Buffer }[] = [];
  for (const pkg of GIB_PACKAGES) {
    const fileName = opts.fileNames?.[pkg.key] ?? pkg.fileName;
    const url = packageUrl(baseUrl, fileName);
    log(`Downloading ${url} …`);
    const zip = await downloadFile(url, {
      timeoutMs: opts.timeoutMs ?? 120_000,
      maxBytes: opts.maxZipBytes ?? 200 * 1024 * 1024,
      signal: opts.signal,
    });
    if (!looksLikeZip(zip)) {
      const start = zip.subarray(0, 20).toString('latin1').replace(/\s+/g, ' ');
      throw new GibSyncError(`${url} did not return a zip file (it starts with "${start}").`);
    }
    log(`  ${(zip.length / 1024).toFixed(0)} KiB`);
    downloads.push({ key: pkg.key, url, fileName, zip });
  }

  const manifest: TGibSyncManifest = {
    syncedAt: new Date().toISOString(),
    packages: [],
    warnings: [],
  };
  const plan: TPlan = new Map();
  for (const d of downloads) {
    let entries: TZipEntry[];
    try {
      entries = readZip(d.zip, DEFAULT_ZIP_LIMITS);
    } catch (e) {
      if (e instanceof ZipError) throw new GibSyncError(`${d.url}: refused, ${e.message}.`);
      throw e;
    }
    const layout = planPackageLayout(d.key, d.fileName, entries);
    for (const [rel, entry] of layout.files) plan.set(rel, { entry, url: d.url });
    manifest.warnings.push(...layout.warnings);
    const sha256 = crypto.createHash('sha256').update(d.zip).digest('hex');
    manifest.packages.push({
      key: d.key,
      url: d.url,
      sha256,
      bytes: d.zip.length,
      files: layout.files.size,
    });
    log(`  ${d.fileName}: ${layout.files.size} files, sha256 ${sha256}`);
  }
  for (const w of manifest.warnings) log(`Warning: ${w}`);

  const staging = stagingDirFor(target);
  try {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    log(`Writing ${plan.size} files to ${staging} …`);
    await writePlan(staging, plan, opts.signal);
    await fs.writeFile(
      path.join(staging, GIB_SYNC_MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    checkLayout(staging);
    await compileRules(staging, opts.cacheDir, log);
    await replaceDirectory(staging, target);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  log(`GİB packages are in ${target}.`);
  return manifest;
}

type TPlan = Map<string, { entry: TZipEntry; url: string }>;

async function writePlan(root: string, plan: TPlan, signal?: AbortSignal): Promise<void> {
  for (const [rel, { entry, url }] of plan) {
    signal?.throwIfAborted();
    const file = path.resolve(root, rel);
    // The zip reader already refuses `..`; this guards the mapping code too.
    if (!file.startsWith(root + path.sep))
      throw new GibSyncError(`refusing to write outside ${root}: ${rel}`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    let data: Buffer;
    try {
      data = entry.read();
    } catch (e) {
      if (e instanceof ZipError) throw new GibSyncError(`${url}: refused, ${e.message}.`);
      throw e;
    }
    await fs.writeFile(file, data);
  }
}

/** A release whose rules do not compile would stop every document: it is not switched to. */
async function compileRules(dir: string, cacheDir: string | undefined, log: (l: string) => void) {
  const release = gibSchematronRelease(dir) ?? 'unknown';
  log(`Compiling GİB's schematron, release ${release} …`);
  try {
    await compileGibSchematron(dir, cacheDir);
  } catch (e) {
    throw new GibSyncError(
      `GİB's schematron of release ${release} does not compile (${(e as Error).message}); ` +
        'the packages in use stay as they are.',
    );
  }
}

/** The files the application cannot start documents without (gib-dir.ts). */
function checkLayout(dir: string): void {
  try {
    requireXsdDir(dir);
  } catch (e) {
    throw new GibSyncError(
      `The downloaded packages do not give a usable layout: ${(e as Error).message}`,
    );
  }
  for (const rel of [
    DEFAULT_INVOICE_XSLT,
    'e-fatura-paketi/schematron/UBL-TR_Main_Schematron.xml',
  ]) {
    if (!existsSync(path.join(dir, rel))) {
      throw new GibSyncError(`The downloaded packages lack ${rel}.`);
    }
  }
}
