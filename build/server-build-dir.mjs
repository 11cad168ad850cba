// Where a build's server half goes (build/server-build.ts writes it): beside the browser
// build, never inside the folder Hosting deploys, so no server code, manifest or dot-folder is
// ever published. renderPage reads it (EDGE_SERVER_BUILD on the emulators; its copy in
// functions/lib/ssr/ once deployed).

/** The server half's folder of the browser build in `outDir`: `dist` → `dist-server`. */
export function serverBuildDir(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}-server`;
}

/** The file in it that says what the build is for (backend, project, site) and which it is. */
export const BUILD_INFO_FILE = 'build.json';
