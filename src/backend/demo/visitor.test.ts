import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { RATE_LIMIT_EXCEEDED } from '../../domain/rate-limit.ts';
import type { SocialShareInput, Subscriber } from '../../domain/types.ts';
import { INVALID_VISITOR_EVENT } from '../../domain/visitor-events.ts';
import { createMemoryKeyValueStore, type KeyValueStore } from './kv-store.ts';
import { createTestBackend } from './testing.ts';

const message = { name: "Dana O'Neil", email: 'Dana@Example.com', message: 'Hello there' };

describe('demo visitor writes', () => {
  it('stores a new subscriber as pending and de-duplicates e-mail + source', async () => {
    const backend = createTestBackend();
    const first = await backend.visitor.subscribe({
      email: ' New.Reader@Example.com ',
      name: 'New Reader',
      source: 'newsletter',
    });
    const again = await backend.visitor.subscribe({
      email: 'new.reader@example.com',
      name: null,
      source: 'newsletter',
    });
    await backend.visitor.subscribe({ email: 'new.reader@example.com', source: 'book-waitlist' });
    // The same answer whether or not the address was on the list: nothing to tell them apart.
    expect(first).toBeUndefined();
    expect(again).toBeUndefined();
    const stored = (await backend.demo.dump('subscribers')) as Subscriber[];
    const mine = stored.filter((s) => s.email === 'new.reader@example.com');
    expect(mine.map((s) => s.source).sort()).toEqual(['book-waitlist', 'newsletter']);
    expect(mine.every((s) => s.status === 'pending')).toBe(true);
    expect(mine[0]?.createdAt).toEqual(new Date('2026-11-01T10:15:00.000Z'));
  });

  it('refuses the eleventh sign-up within the hour, as the Cloud Function does', async () => {
    const backend = createTestBackend();
    for (let i = 0; i < 10; i += 1) {
      await backend.visitor.subscribe({ email: `r${i}@example.com`, source: 'newsletter' });
    }
    await expect(
      backend.visitor.subscribe({ email: 'r10@example.com', source: 'newsletter' }),
    ).rejects.toMatchObject({ code: 'resource-exhausted', message: RATE_LIMIT_EXCEEDED });
  });

  it('rejects an invalid subscription with the field message', async () => {
    const backend = createTestBackend();
    const error = await backend.visitor
      .subscribe({ email: '', source: 'newsletter' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'invalid-argument' });
  });

  it('stores contact messages and refuses the sixth in the same hour', async () => {
    const backend = createTestBackend();
    for (let i = 0; i < 5; i += 1) await backend.visitor.submitContact(message);
    const sixth = await backend.visitor.submitContact(message).catch((e: unknown) => e);
    expect(sixth).toMatchObject({ code: 'resource-exhausted' });
    expect((sixth as Error).message).toContain('Rate limit exceeded');
    const contacts = (await backend.demo.dump('contacts')) as Array<Record<string, unknown>>;
    expect(contacts).toHaveLength(5);
    expect(contacts[0]).toMatchObject({ email: 'dana@example.com', ipKey: 'demo-browser' });
    await backend.visitor.submitContact(message).catch(() => undefined);
    const events = (await backend.demo.dump('contact_security_events')) as Array<{
      action: string;
      count: number;
    }>;
    expect(events.map((e) => [e.action, e.count])).toEqual([
      ['submit_contact', 5],
      ['rate_limit_exceeded', 2],
    ]);
  });

  it('allows contact messages again in the next hour', async () => {
    let now = new Date('2026-11-01T10:59:00.000Z');
    const backend = createTestBackend({ now: () => now });
    for (let i = 0; i < 5; i += 1) await backend.visitor.submitContact(message);
    now = new Date('2026-11-01T11:00:00.000Z');
    await expect(backend.visitor.submitContact(message)).resolves.toBeUndefined();
  });

  it('rejects an invalid contact message with field errors', async () => {
    const backend = createTestBackend();
    const error = await backend.visitor
      .submitContact({ ...message, email: 'not-an-email' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Invalid email address' });
  });

  it('records page views and shares with an id and a time', async () => {
    const backend = createTestBackend();
    await backend.visitor.recordPageView({
      pagePath: '/essays/the-edge-dilemma',
      pageTitle: 'The EDGE Dilemma',
      referrer: null,
      userAgent: 'vitest',
      sessionId: '1761990000000-abc123',
    });
    await backend.visitor.recordShare({ platform: 'copy-link', pagePath: '/' });
    const views = (await backend.demo.dump('page_views')) as Array<Record<string, unknown>>;
    expect(views).toEqual([
      expect.objectContaining({ pagePath: '/essays/the-edge-dilemma', id: expect.any(String) }),
    ]);
    expect(views[0]?.createdAt).toBeInstanceOf(Date);
    expect(await backend.demo.dump('social_shares')).toHaveLength(1);
  });

  it('refuses page views and shares the server would refuse, storing nothing', async () => {
    const backend = createTestBackend();
    const view = { pageTitle: 't', referrer: null, userAgent: 'ua', sessionId: 's' };
    const refused = { code: 'invalid-argument', message: INVALID_VISITOR_EVENT };
    await expect(
      backend.visitor.recordPageView({ ...view, pagePath: 'essays/x' }),
    ).rejects.toMatchObject(refused);
    await expect(
      backend.visitor.recordPageView({ ...view, pagePath: '/x', pageTitle: 'x'.repeat(301) }),
    ).rejects.toMatchObject(refused);
    await expect(
      backend.visitor.recordPageView({ ...view, pagePath: '/x\ny' }),
    ).rejects.toMatchObject(refused);
    // An unknown platform, as a script calling the backend could send it.
    const facebook = { platform: 'facebook', pagePath: '/' } as unknown as SocialShareInput;
    await expect(backend.visitor.recordShare(facebook)).rejects.toMatchObject(refused);
    expect(await backend.demo.dump('page_views')).toHaveLength(0);
    expect(await backend.demo.dump('social_shares')).toHaveLength(0);
  });

  it('stores each event and its count in one write, so a tab closed mid-way loses neither alone', async () => {
    // The demo's server is the visitor's tab: a page that navigates away stops it after any
    // write. Here the tab closes once the first write after seeding has landed.
    const memory = createMemoryKeyValueStore();
    let open = true;
    let writes = 0;
    const closing = (write: () => Promise<void>) => {
      if (!open) return new Promise<void>(() => {}); // the tab is gone: nothing more happens
      writes += 1;
      return write().then(() => void (open = false));
    };
    const storage: KeyValueStore = {
      ...memory,
      update: (key, updater) => closing(() => memory.update(key, updater)),
      updateMany: (keys, updater) => closing(() => memory.updateMany(keys, updater)),
    };
    const backend = createTestBackend({ storage });
    await backend.demo.dump('page_views'); // seeded before the tab starts closing
    const path = '/essays/the-edge-dilemma';
    const views = async () =>
      ((await memory.get<Array<{ pages: Record<string, number> }>>('analytics_daily')) ?? [])
        .map((day) => Object.values(day.pages).reduce((a, b) => a + b, 0))
        .reduce((a, b) => a + b, 0);
    const counted = await views();
    void backend.visitor.recordPageView({
      pagePath: path,
      pageTitle: 'The EDGE Dilemma',
      referrer: null,
      userAgent: 'vitest',
      sessionId: '1761990000000-abc123',
    });
    await expect.poll(() => open).toBe(false);
    expect(writes).toBe(1);
    const stored = (await memory.get<Array<{ pagePath: string }>>('page_views')) ?? [];
    expect(stored.filter((view) => view.pagePath === path)).toHaveLength(1);
    expect(await views()).toBe(counted + 1);
  });
});
