import { shellFiles } from './page-html.ts';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** What the chunk fetches when it needs it (a dialog, the home page's sections): not preloaded. */
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The built files a page's module needs, beyond what the shell already loads: its chunk and
 * those it imports statically (the page's own lazy parts stay lazy). Each becomes a
 * modulepreload link, so they download beside the entry instead of after it.
 */
export function routePreloads(
  client: { shell: string; manifest: ViteManifest },
  module: string | undefined,
): string[] {
  if (!module) return [];
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = client.manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (files.length === 0) {
    throw new Error(`The build's manifest has no ${module}: is PAGE_MODULES out of date?`);
  }
  const loaded = new Set(shellFiles(client.shell));
  return files.filter((file) => !loaded.has(`/${file}`));
}
