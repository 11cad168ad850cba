import type { ContactStore } from '../../domain/contact.ts';
import type { SubscriberStore } from '../../domain/subscribe.ts';
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
      await db.mutate('subscribers', (subscribers) => void subscribers.push({ id, ...data }));
      return id;
    },
  };
}

/** The contact handler's storage, on the demo database; the counter update is atomic. */
export function createDemoContactStore(db: DemoDatabase): ContactStore {
  return {
    consumeRateLimit: (ipKey, windowStart, limit) =>
      db.mutate('contact_rate_limits', (counters) => {
        // Same shape and logic as the Functions' store: one counter per IP, reset per window.
        let counter = counters.find((c) => c.id === ipKey);
        if (!counter) counters.push((counter = { id: ipKey, windowStart, count: 0 }));
        if (counter.windowStart.getTime() !== windowStart.getTime()) {
          counter.windowStart = windowStart;
          counter.count = 0;
        }
        if (counter.count >= limit) return false;
        counter.count += 1;
        return true;
      }),
    async saveContact(data) {
      const id = newId();
      await db.mutate('contacts', (contacts) => void contacts.push({ id, ...data }));
      return id;
    },
    async recordSecurityEvent(event) {
      await db.mutate(
        'contact_security_events',
        (events) => void events.push({ id: newId(), ...event }),
      );
    },
  };
}
