import { useSyncExternalStore } from 'react';
import {
  COLOR_MODE_KEY,
  SYSTEM_DARK_QUERY,
  readColorChoice,
  resolveColorMode,
  switchedChoice,
  type ColorMode,
} from '../../domain/display-prefs.ts';
import { readSetting, writeSetting } from './local-setting.ts';

const listeners = new Set<() => void>();
// The reader's choice (null: the system's mode); undefined until first read from the device.
let choice: ColorMode | null | undefined;
let started = false;

const currentChoice = () =>
  choice === undefined ? (choice = readColorChoice(readSetting(COLOR_MODE_KEY))) : choice;

const systemQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : null;
const systemDark = () => systemQuery()?.matches ?? false;

/** The mode shown now: the reader's choice, else the system's. */
export function currentColorMode(): ColorMode {
  return resolveColorMode(currentChoice(), systemDark());
}

/** Puts the mode on <html>: Chakra's `dark` class (its `_dark` tokens) and the native controls'. */
function paint(): void {
  const mode = currentColorMode();
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/**
 * Applies the colour mode (the boot script (src/platform/document/boot-script.ts) did so before the
 * first paint; this keeps it true if that script could not run) and follows the system's mode from
 * now on, while the reader has not switched it. Call once, early.
 */
export function applyColorMode(): void {
  choice = undefined;
  if (!started) {
    started = true;
    systemQuery()?.addEventListener('change', paint);
    // Another tab switched it.
    window.addEventListener('storage', (event) => {
      if (event.key !== COLOR_MODE_KEY) return;
      choice = readColorChoice(event.newValue);
      paint();
    });
  }
  paint();
}

/** The header's switch: the other mode, remembered on this device (see switchedChoice). */
export function switchColorMode(): void {
  choice = switchedChoice(currentColorMode(), systemDark());
  writeSetting(COLOR_MODE_KEY, choice);
  paint();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colour mode shown; 'light' while a server-rendered page hydrates (the server cannot know). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, currentColorMode, () => 'light');
}
