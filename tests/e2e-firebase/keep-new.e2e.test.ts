import { describe, expect, it } from 'vitest';
import { newPage, PHONE, url } from '../e2e/support/browser.ts';
import {
  grantPeriodicSync,
  IN_BACKGROUND,
  publishedDispatch,
  readOffline,
  turnOn,
  wakeWorker,
} from '../e2e/support/keep-new.ts';
import { firestore } from './support/emulators.ts';
import { seededBrowser } from './support/suite.ts';

// "Keep new dispatches on this device" on the Firebase build, as tests/e2e/keep-new.e2e.test.ts
// proves it on the demo: the worker finds the new dispatch in the site's search index and keeps
// its page as the server drew it, so it opens offline at its address.

const browser = seededBrowser();

describe('new dispatches kept on the device, on the Firebase build', () => {
  it('published while the app is closed, saved when the browser wakes the worker, read offline', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await grantPeriodicSync(browser(), page);
    await turnOn(page, IN_BACKGROUND);
    await page.close();

    // Published as the CMS's callable would write it (around the rules), while no page is open.
    const [template] = await firestore().list('articles');
    const title = 'Dispatch From the Morning Flight';
    const slug = 'dispatch-from-the-morning-flight';
    // Its id is the document's name, not a field.
    const fields = Object.fromEntries(Object.entries(template!).filter(([key]) => key !== 'id'));
    await firestore().write({
      [`articles/e2e-${slug}`]: { ...fields, ...publishedDispatch(slug, title) },
    });

    const site = await context.newPage();
    await site.goto(url('/robots.txt'));
    // renderPage keeps its reads for 5 s (functions/src/render-reads.ts): the site lists the new
    // dispatch once that has passed since the first refresh read it.
    const listed = () =>
      site.evaluate(
        async (slug) =>
          (await (await fetch('/search-index.json', { cache: 'no-cache' })).text()).includes(slug),
        slug,
      );
    await expect.poll(listed, { timeout: 20_000, interval: 1_000 }).toBe(true);
    await wakeWorker(site, `dispatch:${slug}`);
    await site.close();

    const offline = await readOffline(context, slug, title);
    await offline.getByText("You're offline. You're reading the copy saved").waitFor();
    await offline.goto(url('/offline'));
    await offline.getByText(/^Last refreshed (just now|1 minute ago)\.$/).waitFor();
    await context.close();
  });
});
