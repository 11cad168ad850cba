import { securityEventId, type ContactStore } from '../../domain/contact.ts';
import { toDocument } from '../../domain/entities/entity.ts';
import {
  contactEntity,
  pageViewEntity,
  socialShareEntity,
  subscriberEntity,
} from '../../domain/entities/visitor.ts';
import type { RateLimitStore } from '../../domain/rate-limit.ts';
import type { SubscriberStore } from '../../domain/subscribe.ts';
import { visitorEventExpiry, type VisitorEventStore } from '../../domain/visitor-events.ts';
import { storeWithRollup } from './audience-stores.ts';
import type { DemoDatabase } from './database.ts';
import { newId } from './ids.ts';

/** The subscribe handler's storage, on the demo database. */
export function createDemoSubscriberStore(db: DemoDatabase): SubscriberStore {
  return {
    async findByEmailAndSource(email, source) {
      const subscribers = await db.list('subscribers');
      return subscribers.find((s) => s.email === email && s.source === source) ?? null;
    },
    async create(data) {
      const id = newId();
      const stored = toDocument(subscriberEntity, data);
      await storeWithRollup(
        db,
        'subscribers',
        { id, ...stored },
        { kind: 'signup', at: stored.createdAt },
      );
      return id;
    },
  };
}

/** The per-IP limits' counters, on the demo database; each update is atomic. */
export function createDemoRateLimitStore(db: DemoDatabase): RateLimitStore {
  return {
    consume: (counter, limit) =>
      db.mutate('rate_limits', (counters) => {
        // Same shape and logic as the Functions' store: one counter per scope and IP, reset per
        // window.
        const fields = {
          id: counter.id,
          scope: counter.scope,
          windowStart: counter.windowStart,
          expireAt: counter.expireAt,
        };
        let stored = counters.find((c) => c.id === counter.id);
        if (!stored) counters.push((stored = { ...fields, count: 0 }));
        if (stored.windowStart.getTime() !== counter.windowStart.getTime()) {
          Object.assign(stored, fields, { count: 0 });
        }
        if (stored.count >= limit) return false;
        stored.count += 1;
        stored.expireAt = counter.expireAt;
        return true;
      }),
  };
}

/** The contact handler's storage, on the demo database. */
export function createDemoContactStore(db: DemoDatabase): ContactStore {
  return {
    async saveContact(data) {
      const id = newId();
      const stored = toDocument(contactEntity, data);
      await db.mutate('contacts', (contacts) => void contacts.push({ id, ...stored }));
      return id;
    },
    async countSecurityEvent({ at, ...event }) {
      const id = securityEventId(event);
      await db.mutate('contact_security_events', (events) => {
        const stored = events.find((e) => e.id === id);
        if (stored) Object.assign(stored, { lastAt: at, count: stored.count + 1 });
        else events.push({ id, ...event, lastAt: at, count: 1 });
      });
    },
  };
}

/** The analytics handler's storage, on the demo database, with the rollups kept up to date. */
export function createDemoVisitorEventStore(db: DemoDatabase): VisitorEventStore {
  return {
    async addPageView(view) {
      const stored = toDocument(pageViewEntity, view);
      const expireAt = visitorEventExpiry(stored.createdAt);
      await storeWithRollup(
        db,
        'page_views',
        { id: newId(), ...stored, expireAt },
        { kind: 'page_view', pagePath: stored.pagePath, at: stored.createdAt },
      );
    },
    async addShare(share) {
      const stored = toDocument(socialShareEntity, share);
      const expireAt = visitorEventExpiry(stored.createdAt);
      await storeWithRollup(
        db,
        'social_shares',
        { id: newId(), ...stored, expireAt },
        { kind: 'share', platform: stored.platform, at: stored.createdAt },
      );
    },
  };
}
