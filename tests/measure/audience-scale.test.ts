// The CMS's audience side at scale, on the emulators: 20,000 subscribers and 100,000 page views
// (src/backend/seed/bulk-audience.ts), then what opening the Subscribers and Analytics tabs
// costs through the Firebase adapter: reads as Firestore bills them, and the time to the first
// rows. `npm run measure:audience` prints the figures; the assertions hold the bounds.
import { setLogLevel } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackend } from '../../src/backend/admin-api.ts';
import { bulkAudience } from '../../src/backend/seed/bulk-audience.ts';
import { createFirebaseHarness, emulatorPorts } from '../contract/firebase-harness.ts';
import { firestoreRest } from '../contract/firestore-rest.ts';
import { startReadMeter, type ReadMeter } from './read-meter.ts';

setLogLevel('silent');

const SUBSCRIBERS = Number(process.env.MEASURE_SUBSCRIBERS ?? 20_000);
const PAGE_VIEWS = Number(process.env.MEASURE_PAGE_VIEWS ?? 100_000);
const PAGE = { status: 'all' as const, search: '', after: null, pageSize: 25 };

let admin: AdminBackend;
let meter: ReadMeter;
const figures: string[] = [];

/** Runs one screen's calls, metered and timed; returns its figures. */
async function measure(name: string, run: () => Promise<unknown>) {
  meter.reset();
  const started = performance.now();
  await run();
  const ms = Math.round(performance.now() - started);
  const result = { documents: meter.documents(), countReads: meter.countReads(), ms };
  figures.push(
    `${name}: ${result.documents} documents + ${result.countReads} count() read units, ${ms} ms (${meter.requests().join('; ')})`,
  );
  return result;
}

beforeAll(async () => {
  const ports = emulatorPorts();
  const harness = createFirebaseHarness(ports);
  await harness.reset();
  const db = firestoreRest(`127.0.0.1:${ports.firestore}`, 'demo-edge-navigator');
  const documents = bulkAudience({
    subscribers: SUBSCRIBERS,
    pageViews: PAGE_VIEWS,
    now: new Date(),
  });
  const started = performance.now();
  for (let start = 0; start < documents.length; start += 500) {
    await db.write(
      Object.fromEntries(documents.slice(start, start + 500).map((d) => [d.path, d.data])),
    );
  }
  figures.push(
    `seeded ${documents.length} documents (${SUBSCRIBERS} subscribers, ${PAGE_VIEWS} page views, their rollups and markers) in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const person = await harness.createAccount({
    name: 'Measuring Admin',
    email: 'measure-admin@example.com',
    verified: true,
    admin: true,
  });
  // Firestore Lite takes fetch when the client is made: meter it from before then.
  meter = startReadMeter();
  const backend = harness.client();
  await backend.auth.signIn(person.email, person.password);
  admin = await backend.loadAdmin();
});

afterAll(() => {
  meter?.stop();
  console.log(`\nThe audience side at scale (Firestore emulator):\n  ${figures.join('\n  ')}\n`);
});

describe(`the CMS with ${SUBSCRIBERS} subscribers and ${PAGE_VIEWS} page views`, () => {
  it('opens Subscribers: the Overview cards are five count() queries', async () => {
    const cost = await measure('Subscribers, Overview cards', async () => {
      const stats = await admin.subscribers.stats();
      expect(stats.total).toBe(SUBSCRIBERS);
    });
    expect(cost.documents).toBe(0);
  });

  it('shows the first rows of Manage Subscribers from one page of documents', async () => {
    const first = await measure('Manage, first page (time to first rows)', async () => {
      const page = await admin.subscribers.page(PAGE);
      expect(page.rows).toHaveLength(25);
    });
    expect(first.documents).toBeLessThanOrEqual(26);
    await measure('Manage, count of all rows (asked beside the page)', async () => {
      expect(await admin.subscribers.count(PAGE)).toBe(SUBSCRIBERS);
    });
    const next = await admin.subscribers.page(PAGE);
    await measure('Manage, next page', () => admin.subscribers.page({ ...PAGE, after: next.next }));
    const search = await measure('Manage, search "ada"', () =>
      admin.subscribers.page({ ...PAGE, search: 'ada' }),
    );
    expect(search.documents).toBeLessThanOrEqual(26);
    await measure('Manage, count of "ada"', () =>
      admin.subscribers.count({ ...PAGE, search: 'ada' }),
    );
    await measure('Manage, pending only', () =>
      admin.subscribers.page({ ...PAGE, status: 'pending' }),
    );
  });

  it('opens Analytics from at most 31 documents, whatever the traffic', async () => {
    const cost = await measure('Analytics', async () => {
      const overview = await admin.analytics.overview();
      expect(overview.pageViews).toBe(PAGE_VIEWS);
    });
    expect(cost.documents).toBeLessThanOrEqual(31);
  });
});
