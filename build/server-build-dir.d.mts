/** The server half's folder of the browser build in `outDir`: `dist` → `dist-server`. */
export function serverBuildDir(outDir: string): string;

/** The file in it that says what the build is for (backend, project, site) and which it is. */
export const BUILD_INFO_FILE: string;

/** What BUILD_INFO_FILE holds. */
export interface BuildInfo {
  /** 'firebase' or 'demo' (src/backend/backend-kind.ts). */
  backend: 'firebase' | 'demo';
  /** The Firebase project the app was built for (VITE_FIREBASE_PROJECT_ID), or null. */
  projectId: string | null;
  /** The public origin the build's prerendered files name (VITE_SITE_URL or its default). */
  site: string;
  /** Whether it talks to the emulators (VITE_USE_EMULATORS). */
  emulators: boolean;
  /** A hash of the server folder's files (code, shell, manifest): the same build, the same id. */
  id: string;
}
