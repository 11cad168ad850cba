/** An npm lockfile (version 3), as far as these scripts read it. */
export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, Record<string, unknown>>;
}

/** functions/package.json's fields the lockfile's root entry repeats. */
export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/**
 * The lockfile of the workspace `functions` on its own, from the root's lockfile and
 * functions/package.json: every package at the version the root installed, placed so Node finds
 * the same one from each dependent.
 */
export function functionsLockfile(rootLock: Lockfile, pkg: PackageJson): Lockfile;
