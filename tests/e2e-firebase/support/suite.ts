// What every Firebase journey starts from: the emulators reset to the seed, one Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { resetAndSeed } from './emulators.ts';

/**
 * Registers the suite's hooks: before its tests, the emulators reset and seeded and Chromium
 * launched; after them, Chromium closed. Returns the browser (there once the tests run).
 */
export function seededBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await resetAndSeed();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('seededBrowser: the browser is there only inside tests');
    return browser;
  };
}
