import { useEffect, useRef } from 'react';
import { removeLocalDraft, writeLocalDraft } from './local-draft.ts';

/** How long after the last keystroke the values are kept (within the 2 s the issue allows). */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Keeps `values` on the device under `key` shortly after each change, while they differ from
 * `clean` (what was opened); equal again, the draft goes. Also kept at once when the page is
 * hidden or closed. Off while `enabled` is false (an earlier draft is still being offered).
 */
export function useAutosave<T>(options: {
  key: string;
  values: T;
  clean: T;
  baseVersion: number | null;
  enabled: boolean;
}): void {
  const { key, baseVersion, enabled } = options;
  const values = JSON.stringify(options.values);
  const clean = JSON.stringify(options.clean);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const keep = () => {
      pending.current = null;
      if (values === clean) removeLocalDraft(key);
      else writeLocalDraft(key, { savedAt: new Date(), baseVersion, values: JSON.parse(values) });
    };
    pending.current = keep;
    const timer = setTimeout(keep, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, clean, baseVersion, enabled]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
}
