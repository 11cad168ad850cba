// The traffic scripts/load-rollups.mjs makes: events at a steady rate, and how they reach the
// rollup triggers (in this process through a bounded pool, or stored for the Functions emulator).

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The trigger that counts each collection's events, as functions/lib exports it. */
export const TRIGGERS = {
  page_views: 'rollupPageView',
  social_shares: 'rollupShare',
  subscribers: 'rollupSignup',
};

/** What the i-th event of the run is: 90 % page views, 8 % shares, 2 % sign-ups. */
export function eventOf(i, createdAt) {
  const slot = i % 100;
  if (slot < 90) {
    // Fixed pages, and a slug no piece has (counted as 'other' since issue 24's bound).
    const paths = ['/', '/five-capabilities', '/account', `/essays/not-published-${i % 7}`];
    return {
      collection: 'page_views',
      data: {
        pagePath: paths[i % paths.length],
        pageTitle: 'Load',
        referrer: null,
        userAgent: 'load-rollups',
        sessionId: `s${i % 50}`,
        createdAt,
      },
    };
  }
  if (slot < 98) {
    return {
      collection: 'social_shares',
      data: { platform: i % 2 ? 'linkedin' : 'copy-link', pagePath: '/', createdAt },
    };
  }
  return {
    collection: 'subscribers',
    data: {
      email: `load-${i}@example.com`,
      name: null,
      source: 'newsletter',
      status: 'pending',
      createdAt,
      confirmedAt: null,
      unsubscribedAt: null,
    },
  };
}

/** Calls `make(i)` `rate` times a second for `seconds`, paced on the clock. */
export async function paced({ rate, seconds }, make) {
  const started = Date.now();
  for (let i = 0; i < rate * seconds; i += 1) {
    const wait = started + (i * 1000) / rate - Date.now();
    if (wait > 0) await sleep(wait);
    make(i);
  }
  return Date.now() - started;
}

/**
 * Delivery as Eventarc does it, in this process: each event handed to its trigger's handler
 * (which reads the snapshot's id and data) by at most `concurrency` deliveries at once (the
 * functions' instances), the rest queued; a failed delivery retried with backoff (`retry: true`),
 * given up after 9 attempts; and every `duplicateEvery`-th event delivered a second time a few
 * seconds later, as a redelivery does. Reports how far the queue fell behind.
 */
export function deliveryPool(functions, { concurrency = 32, duplicateEvery = 33 } = {}) {
  const queue = [];
  const stats = { deliveries: 0, failures: 0, lost: 0, longestWaitMs: 0, busy: 0 };
  const run = async (job) => {
    stats.busy += 1;
    stats.deliveries += 1;
    stats.longestWaitMs = Math.max(stats.longestWaitMs, Date.now() - job.queuedAt);
    const { collection, id, data } = job;
    try {
      await functions[TRIGGERS[collection]].run({ data: { id, data: () => data }, params: { id } });
    } catch (error) {
      stats.failures += 1;
      if (job.attempt >= 8) {
        stats.lost += 1;
        if (stats.lost <= 3) console.error(`load-rollups: gave up on ${id}: ${error.message}`);
      } else {
        const retry = { ...job, attempt: job.attempt + 1 };
        void sleep(1000 * 2 ** Math.min(job.attempt, 4)).then(() => enqueue(retry));
      }
    } finally {
      stats.busy -= 1;
      const next = queue.shift();
      if (next) void run(next);
    }
  };
  const enqueue = (job) => {
    const queued = { ...job, queuedAt: Date.now() };
    if (stats.busy < concurrency) void run(queued);
    else queue.push(queued);
  };
  return {
    deliver(i, collection, id, data) {
      enqueue({ collection, id, data, attempt: 0 });
      if (i % duplicateEvery === 0) {
        void sleep(2000 + (i % 3000)).then(() => enqueue({ collection, id, data, attempt: 0 }));
      }
    },
    idle: () => stats.busy === 0 && queue.length === 0,
    stats: () => ({ ...stats, queued: queue.length, concurrency, duplicateEvery }),
  };
}
