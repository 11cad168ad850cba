import type { BuildInfo } from '../../build/server-build-dir.mjs';

/** firebase.json, as far as the deploy checks read it. */
export interface FirebaseJson {
  hosting: {
    public?: string;
    ignore: string[];
    rewrites: { source?: string; function?: { functionId?: string; pinTag?: boolean } }[];
  };
}

/** The build about to be deployed (dist-server/build.json), or null. */
export function builtApp(root: string): BuildInfo | null;
/** The app's build is a Firebase build for `project`, and renderPage's copy is that build. */
export function buildProblems(root: string, project: string): string[];
/** The functions' parameters for `project`, read as `firebase deploy` reads them. */
export function deployParams(root: string, project: string): Record<string, string>;
/** SITE_URL is set, an https origin, and the one the build names. */
export function siteProblems(
  params: Record<string, string>,
  project: string,
  app: BuildInfo | null,
): string[];
/** Every function rewrite pins its function; renderPage keeps no minimum instances. */
export function rewriteProblems(
  config: FirebaseJson,
  params: Record<string, string>,
  project: string,
): string[];
/** The files firebase-tools would upload from the hosting folder (its own listing). */
export function hostingDeployList(publicDir: string, ignore: string[]): string[];
/** Nothing but the site in Hosting's upload. */
export function hostingProblems(root: string, config: FirebaseJson): string[];
/** functions/package-lock.json is the tree the suites ran the functions with. */
export function lockfileProblems(root: string): string[];
/** What `npm run deploy` builds for: the project and SITE_URL's origin, or the problems. */
export function deployTarget(
  root: string,
  env: Record<string, string | undefined>,
): { project?: string; site?: string; problems: string[] };
/** Every problem with deploying the project in `root` to `project`. */
export function deployProblems(root: string, project: string): string[];
