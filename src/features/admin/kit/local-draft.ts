// What an open CMS form keeps on the device (localStorage), so a reload, a crash or a closed
// tab loses nothing: the values, the version they were edited from, and when they were kept.

/** A form's unsaved values, as kept on this device. */
export interface LocalDraft<T> {
  savedAt: Date;
  /** The stored version the edit started from (null for something new). */
  baseVersion: number | null;
  values: T;
}

const PREFIX = 'edge-cms-draft:';

/** The storage key of a form: what it edits (`prompt`, `essay`...) and which one (or 'new'). */
export function draftKey(kind: string, id: string | null): string {
  return `${PREFIX}${kind}:${id ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the form still works, without the safety net
  }
}

/** The draft kept under `key`, or null (none, or unreadable). */
export function readLocalDraft<T>(key: string): LocalDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as {
      savedAt?: unknown;
      baseVersion?: unknown;
      values?: unknown;
    };
    const savedAt = new Date(String(parsed.savedAt));
    if (Number.isNaN(savedAt.getTime()) || typeof parsed.values !== 'object' || !parsed.values) {
      return null;
    }
    const baseVersion = typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null;
    return { savedAt, baseVersion, values: parsed.values as T };
  } catch {
    return null;
  }
}

/** Keeps a draft (a full storage is not an error the editor can act on: it is logged). */
export function writeLocalDraft<T>(key: string, draft: LocalDraft<T>): void {
  try {
    storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: draft.savedAt.toISOString() }));
  } catch (error) {
    console.error('Could not keep the unsaved changes on this device', error);
  }
}

/** Forgets a draft (saved, or discarded on purpose). */
export function removeLocalDraft(key: string): void {
  storage()?.removeItem(key);
}
