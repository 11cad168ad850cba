/**
 * One refresh of "Keep new dispatches on this device" (domain/keep-new.ts): with the setting on,
 * list what is published, save what is new into the offline library (through the library's own
 * writes, so its limit, pins and eviction apply as to any save), and note when and what. Its
 * parts are given (worker/keep-new.ts gives the worker's), so the tests run it whole.
 */
import { afterRefresh, piecesToKeep, type PublishedRef } from '../../domain/keep-new.ts';
import type { KeepNewStore } from '../../platform/offline/saved-library/keep-new-store.ts';

export interface RefreshParts {
  setting: KeepNewStore;
  /** What is published now; rejects when it cannot be read (offline, the server down). */
  listPublished(): Promise<PublishedRef[]>;
  /** The keys of the pieces the library holds. */
  onDevice(): Promise<Set<string>>;
  /** Saves a piece unread; resolves false when it may not be kept (a gated piece); rejects on failure. */
  save(ref: PublishedRef): Promise<boolean>;
  now(): Date;
}

/** How a refresh went: null when it did not run (off, or what is published could not be read). */
export type RefreshResult = { saved: string[]; failed: string[] } | null;

/** Runs one refresh. */
export async function refreshNew(parts: RefreshParts): Promise<RefreshResult> {
  const setting = await parts.setting.read();
  if (!setting?.on) return null;
  let published: PublishedRef[];
  try {
    published = await parts.listPublished();
  } catch (error) {
    console.warn('Keep new dispatches: what is published could not be read', error);
    return null;
  }
  const toKeep = piecesToKeep(published, setting, await parts.onDevice());
  const saved: string[] = [];
  const failed = new Set<string>();
  for (const ref of toKeep) {
    try {
      if (await parts.save(ref)) saved.push(ref.key);
    } catch (error) {
      console.warn(`Keep new dispatches: ${ref.path} could not be saved`, error);
      failed.add(ref.key);
    }
  }
  const at = parts.now();
  // Read again: the reader may have turned it off (or on again) while this ran.
  await parts.setting.change((now) =>
    now.since.getTime() === setting.since.getTime()
      ? afterRefresh(now, { published, failed, saved: saved.length, at })
      : now,
  );
  return { saved, failed: [...failed] };
}
