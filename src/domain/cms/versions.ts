/** How many earlier versions of an essay or dispatch are kept (issue 12: the last 20). */
export const KEPT_VERSIONS = 20;

/**
 * An earlier version of a piece, kept when a save replaced it: stored at
 * {collection}/{id}/versions/{version}, so the version number is its id and the save that
 * archives version N can delete N - 20 in the same transaction.
 */
export interface ContentVersion<T> {
  /** The version number the piece had (its id in the subcollection). */
  version: number;
  /** When the save that replaced it was made, and by whom. */
  archivedAt: Date;
  archivedBy: string | null;
  /** The piece as it was (its own updatedAt says when it was saved). */
  snapshot: T;
}

/** The version a save of `archived` makes obsolete (null while fewer than 20 are kept). */
export function prunedVersion(archived: number): number | null {
  const oldest = archived - KEPT_VERSIONS;
  return oldest >= 0 ? oldest : null;
}

/** Newest first: the order the dialog lists them in. */
export function sortVersions<T>(versions: readonly ContentVersion<T>[]): ContentVersion<T>[] {
  return [...versions].sort((a, b) => b.version - a.version);
}
