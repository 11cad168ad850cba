import { useSyncExternalStore } from 'react';
import {
  DEFAULT_TEXT_SCALE,
  TEXT_SCALE_PROPERTY,
  TEXT_SIZE_KEY,
  readTextScale,
  stepTextScale,
  type TextScale,
} from '../../domain/display-prefs.ts';
import { readSetting, writeSetting } from './local-setting.ts';

const listeners = new Set<() => void>();
let scale: TextScale | null = null;

/** The reading text size: remembered on this device, else the normal size. */
export function currentTextScale(): TextScale {
  return (scale ??= readTextScale(readSetting(TEXT_SIZE_KEY)));
}

/**
 * Makes the reading text `steps` steps larger (negative: smaller), within the bounds, and
 * remembers it. The size is a custom property on <html> that reading text multiplies by, the
 * one the boot script (src/platform/document/boot-script.ts) sets before the first paint.
 */
export function stepTextSize(steps: number): void {
  scale = stepTextScale(currentTextScale(), steps);
  writeSetting(TEXT_SIZE_KEY, scale === DEFAULT_TEXT_SCALE ? null : String(scale));
  document.documentElement.style.setProperty(TEXT_SCALE_PROPERTY, String(scale));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reading text size (the normal size while a server-rendered page hydrates). */
export function useTextScale(): TextScale {
  return useSyncExternalStore(subscribe, currentTextScale, () => DEFAULT_TEXT_SCALE);
}
