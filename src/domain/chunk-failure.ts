/**
 * Code that could not be fetched: a module the browser failed to import (Chromium, WebKit and
 * Firefox each word it their way), or a file Vite failed to preload. The connection gone, or the
 * file gone since a deploy: pwa/chunk-gone.ts tells them apart.
 */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

/** Whether `error` is code that could not be fetched. */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

/** The address of the file `error` failed to fetch, if it names one. */
export function failedFile(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/[^\s'"]+\.(?:js|css))/.exec(error.message)?.[1] ?? null;
}
