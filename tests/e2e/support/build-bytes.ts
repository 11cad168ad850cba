import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a build makes a visitor download, counted as the browser receives it (gzip, level 9 as
// Hosting's CDN compresses). The byte budgets (byte-budgets.ts) hold these figures.

/** A Vite manifest entry: its file and the chunks it imports statically. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The gzip size of one built file. */
export async function gzipBytes(dir: string, file: string): Promise<number> {
  return gzipSync(await readFile(join(dir, file.replace(/^\//, ''))), { level: 9 }).length;
}

/** The sum of the gzip sizes of `files`. */
export async function totalGzip(dir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzipBytes(dir, file);
  return total;
}

/** The files a module loads before it runs: itself and what it imports, statically, in turn. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts a first visit to a page runs: the entry's scripts (the shell's meta names them, in
 * the order the boot script adds them) and the page's module with what it imports.
 */
export function firstVisitScripts(manifest: Manifest, entry: string[], page: string): Set<string> {
  return staticClosure(manifest, page, new Set(entry));
}

/** The URLs the service worker precaches, from the manifest injected into sw.js. */
export async function precachedUrls(dir: string): Promise<string[]> {
  const sw = await readFile(join(dir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * The CMS's entry: what opening /admin loads beyond what every page already ran (the admin page,
 * the CMS's frame and what they import), before any tab's own code.
 */
export function cmsEntryScripts(manifest: Manifest, entry: string[]): string[] {
  const files = staticClosure(
    manifest,
    'src/features/admin/cms.tsx',
    staticClosure(manifest, 'src/features/admin/admin-page.tsx'),
  );
  return [...files].filter((file) => !entry.includes(file));
}
