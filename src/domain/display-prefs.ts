/**
 * The reader's display preferences, kept on the device: the colour mode (the system's unless
 * they switch it) and the reading text size. Pure: the store (src/stores/display/) reads and
 * writes them, and the boot script (src/platform/document/boot-script.ts) applies the same rules
 * before the first paint (its test holds the two together).
 */

export type ColorMode = 'light' | 'dark';

/** localStorage key of the switched colour mode; absent while the system's mode is followed. */
export const COLOR_MODE_KEY = 'edge_color_mode';
/** The media query saying the system is in dark mode. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice: 'light' or 'dark', or null (follow the system) for anything else. */
export function readColorChoice(raw: string | null): ColorMode | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

/** The mode shown: the reader's choice, else the system's. */
export function resolveColorMode(choice: ColorMode | null, systemDark: boolean): ColorMode {
  return choice ?? (systemDark ? 'dark' : 'light');
}

/**
 * The choice after the header's switch: the other mode, remembered; switching back to the
 * system's own mode forgets the choice (null), so the site follows the system again.
 */
export function switchedChoice(shown: ColorMode, systemDark: boolean): ColorMode | null {
  const next: ColorMode = shown === 'dark' ? 'light' : 'dark';
  return next === (systemDark ? 'dark' : 'light') ? null : next;
}

/** localStorage key of the reading text size (its scale, e.g. '1.25'). */
export const TEXT_SIZE_KEY = 'edge_text_size';
/** The reading text sizes, as scales of the normal size (1): one step smaller, four larger. */
export const TEXT_SCALES = [0.875, 1, 1.125, 1.25, 1.375, 1.5] as const;
export type TextScale = (typeof TEXT_SCALES)[number];
export const DEFAULT_TEXT_SCALE: TextScale = 1;
/** The CSS custom property on <html> that the reading text multiplies its size by. */
export const TEXT_SCALE_PROPERTY = '--edge-text-scale';

/** The stored size: one of TEXT_SCALES, else the normal size. */
export function readTextScale(raw: string | null): TextScale {
  const value = Number(raw);
  return TEXT_SCALES.find((scale) => scale === value) ?? DEFAULT_TEXT_SCALE;
}

/** The size `steps` steps from `scale` (negative: smaller), held within the smallest and largest. */
export function stepTextScale(scale: TextScale, steps: number): TextScale {
  const index = TEXT_SCALES.indexOf(scale);
  const next = Math.min(TEXT_SCALES.length - 1, Math.max(0, index + steps));
  return TEXT_SCALES[next] ?? DEFAULT_TEXT_SCALE;
}
