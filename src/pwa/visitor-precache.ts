/**
 * The CMS's modules: its screens and each backend's admin surface (`Backend.loadAdmin`). Admins
 * fetch them when they open /admin; they are never in a visitor's precache.
 */
export const isCmsModule = (moduleId: string): boolean =>
  /\/src\/(features\/admin|backend\/(firebase|demo)\/admin)\//.test(moduleId);

/** The parts of a built chunk (Rollup/Rolldown's OutputChunk) the precache split reads. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** A built bundle: chunks, and assets this split does not look into. */
export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset'; fileName: string }>;

/**
 * The built files only a lazy area loads (the CMS), which the service worker leaves out of
 * every visitor's precache: the chunks (and their CSS and assets) that no path from the entry
 * reaches without passing through a dynamic import of a module `isLazyArea` names.
 */
export function lazyAreaFiles(bundle: BuiltBundle, isLazyArea: (moduleId: string) => boolean) {
  const chunks = new Map<string, BuiltChunk>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  const visitorFiles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || visitorFiles.has(fileName)) return;
    visitorFiles.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => visitorFiles.add(css));
    chunk.viteMetadata?.importedAssets.forEach((asset) => visitorFiles.add(asset));
    chunk.imports.forEach(visit);
    for (const target of chunk.dynamicImports) {
      const facade = chunks.get(target)?.facadeModuleId;
      if (!facade || !isLazyArea(facade)) visit(target);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

  const lazy = new Set<string>();
  for (const chunk of chunks.values()) {
    if (visitorFiles.has(chunk.fileName)) continue;
    lazy.add(chunk.fileName);
    for (const file of [
      ...(chunk.viteMetadata?.importedCss ?? []),
      ...(chunk.viteMetadata?.importedAssets ?? []),
    ]) {
      if (!visitorFiles.has(file)) lazy.add(file);
    }
  }
  return lazy;
}
