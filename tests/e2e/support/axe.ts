// axe-core in the browser suites: one scan, run the same way by every file that checks a screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface ScanOptions {
  /** Scan only what this selector matches (a dialog, a toast). */
  within?: string;
  /** Wait until no animation runs: a dialog fading in would be sampled half transparent. */
  afterAnimations?: boolean;
}

/**
 * axe-core's violations on the settled page (or within `within`), one `rule: targets` line
 * each. Settled: no list still loading (`aria-busy`) and the fonts in, as axe samples colours.
 *
 * Legacy mode runs axe once in the page instead of per frame and then again in a blank page of
 * its own to merge the results: 1.5–2.4 s a scan here against 3.0–4.0 s. What it gives up is
 * cross-origin frames: the demo build these suites scan has none (only the Firebase build loads
 * reCAPTCHA's frame, which is Google's to check).
 */
export async function axeViolations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (options.afterAnimations) {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
  }
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
