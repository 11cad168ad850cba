import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_EXCEEDED } from '../../domain/rate-limit.ts';
import { addAudience } from './audience-fixtures.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVerifiedReader, asVisitor } from './personas.ts';

const CONTACT = { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello there' };
const VIEW = { pageTitle: 'A page', referrer: null, userAgent: 'contract', sessionId: 's-1' };

/** AdminSecurityApi and AdminAnalyticsApi. */
export function adminInsightsContract(harness: () => ContractHarness): void {
  describe('admin: security and analytics', () => {
    it('counts six contact sends from one address: five submitted, one rate limited', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      for (let i = 0; i < 5; i += 1) await visitor.submitContact(CONTACT);
      expect(await failure(visitor.submitContact(CONTACT))).toMatchObject({
        code: 'resource-exhausted',
        message: RATE_LIMIT_EXCEEDED,
      });
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const today = new Date().toISOString().slice(0, 10);
      expect(await admin.security.summary()).toEqual({
        totalSubmissions: 5,
        adminViews: 0,
        rateLimited: 1,
        uniqueIps: 1,
        recent: [
          { action: 'submit_contact', date: today, count: 5, uniqueIps: 1 },
          { action: 'rate_limit_exceeded', date: today, count: 1, uniqueIps: 1 },
        ],
      });
    });

    it('shows page views, shares and subscribers just recorded in the overview', async () => {
      const h = harness();
      await addAudience(h);
      const { visitor } = asVisitor(h);
      await visitor.recordPageView({ ...VIEW, pagePath: '/' });
      await visitor.recordPageView({ ...VIEW, pagePath: '/essays/essay-later' });
      await visitor.recordPageView({ ...VIEW, pagePath: '/essays/essay-later' });
      await visitor.recordShare({ platform: 'copy-link', pagePath: '/essays/essay-later' });
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      // On Firebase triggers add the events to shards within moments, and the scheduled fold
      // sums them into the rollups (every minute; here as soon as asked).
      const overview = await vi.waitFor(
        async () => {
          await h.settleRollups();
          const seen = await admin.analytics.overview();
          if (seen.pageViews < 3 || seen.shares < 1) throw new Error('rollups not there yet');
          return seen;
        },
        { timeout: 45_000, interval: 500 },
      );
      expect(overview).toMatchObject({
        pageViews: 3,
        shares: 1,
        subscribers: 8,
        subscribersLastWeek: 4,
        publishedEssays: 2,
        publishedArticles: 2,
      });
      expect(overview.topPages).toEqual([
        { path: '/essays/essay-later', label: '/essays/essay-later', views: 2 },
        { path: '/', label: 'Home', views: 1 },
      ]);
      expect(overview.sharesByPlatform).toEqual([
        { platform: 'copy-link', label: 'copy link', count: 1 },
      ]);
      expect(overview.traffic.at(-1)).toEqual({
        date: new Date().toISOString().slice(0, 10),
        views: 3,
      });
      expect(overview.sources).toEqual([
        { source: 'newsletter', count: 6 },
        { source: 'newsletter-dispatches', count: 1 },
        { source: 'book-waitlist', count: 1 },
      ]);
    });

    it('refuses a visitor (Must be authenticated) and a reader', async () => {
      const h = harness();
      const visitorAdmin = await asVisitor(h).loadAdmin();
      expect(await failure(visitorAdmin.security.summary())).toEqual({
        code: 'unauthenticated',
        message: 'Must be authenticated',
        fields: {},
      });
      const reader = await (await asVerifiedReader(h)).backend.loadAdmin();
      expect(await failure(reader.security.summary())).toMatchObject({ code: 'permission-denied' });
      expect(await failure(reader.analytics.overview())).toMatchObject({
        code: 'permission-denied',
      });
    });
  });
}
