import {
  applyRollup,
  emptyDay,
  rollupDelta,
  type DailyRollup,
  type RollupEvent,
  type RollupTotals,
} from '../../domain/analytics/rollup.ts';
import type { KnownSlugs } from '../../domain/analytics/page-routes.ts';
import { DAY_MS } from '../../domain/calendar.ts';
import type { RecordedSharePlatform } from '../../domain/share-links.ts';
import type { PageView, SocialShare } from '../../domain/types.ts';
import { seededRandom } from './random.ts';

/** A month of visits to the seeded site: what the Analytics tab shows of a demo. */
export interface SeedTraffic {
  pageViews: PageView[];
  shares: SocialShare[];
}

/** The pages readers open, the home page most (weights add up to the share of views). */
const PAGES: readonly (readonly [path: string, title: string, weight: number])[] = [
  ['/', 'Leadership for Tech-Driven Change', 30],
  ['/essays/the-edge-dilemma', 'The EDGE Dilemma', 14],
  ['/prompts/edge-co-pilots', 'EDGE Co-Pilots', 10],
  ['/prompts/detail/build-an-ai-chief-of-staff', 'Build an AI Chief of Staff', 9],
  [
    '/essays/what-is-executive-intelligence-engineering',
    'What Is Executive Intelligence Engineering?',
    8,
  ],
  ['/engineering/prompt-engineering-guide', 'Prompt Engineering Guide', 7],
  ['/dispatches/dispatch-41-what-the-best-leaders-did-differently', 'Dispatch #41', 6],
  ['/five-capabilities', 'The Five Capabilities', 5],
  ['/engineering/context-engineering', 'Context Engineering', 5],
  ['/prompts/edgecraft', 'EDGEcraft', 4],
  ['/auth', 'Sign in', 2],
];
const PLATFORMS: readonly RecordedSharePlatform[] = [
  'linkedin',
  'linkedin',
  'linkedin',
  'copy-link',
  'copy-link',
  'email',
  'x',
  'whatsapp',
  'chatgpt',
];
const DAYS = 30;

function weighted<T extends readonly [string, string, number]>(
  next: () => number,
  items: readonly T[],
) {
  const total = items.reduce((sum, item) => sum + item[2], 0);
  let at = next() * total;
  for (const item of items) if ((at -= item[2]) < 0) return item;
  return items[0]!;
}

/**
 * The 30 days up to `until` (its day's morning included, nothing later): 20 to 60 page views a
 * day, busier on weekdays and growing over the month, and a few shares; ids and times fixed by
 * the day, so a reset gives the same month back.
 */
export function seedTraffic(until: Date): SeedTraffic {
  const next = seededRandom(Math.floor(until.getTime() / DAY_MS));
  const pageViews: PageView[] = [];
  const shares: SocialShare[] = [];
  const dayStart = until.getTime() - (until.getTime() % DAY_MS);
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const start = dayStart - d * DAY_MS;
    const weekday = new Date(start).getUTCDay() % 6 !== 0;
    const views = Math.round((20 + (DAYS - d) + next() * 20) * (weekday ? 1 : 0.6));
    // Today counts only what the morning has seen so far.
    const end = d === 0 ? Math.min(until.getTime(), start + DAY_MS) : start + DAY_MS;
    const at = () => new Date(start + Math.floor(next() * (end - start)));
    for (let v = 0; v < (d === 0 ? Math.round(views / 3) : views); v += 1) {
      const [pagePath, pageTitle] = weighted(next, PAGES);
      pageViews.push({
        id: `seed-view-${d}-${v}`,
        pagePath,
        pageTitle,
        referrer: next() < 0.4 ? 'https://www.linkedin.com/' : null,
        userAgent: 'Mozilla/5.0 (seeded visit)',
        sessionId: `seed-session-${d}-${Math.floor(v / 3)}`,
        createdAt: at(),
      });
    }
    for (let s = 0; s < Math.floor(next() * 4); s += 1) {
      shares.push({
        id: `seed-share-${d}-${s}`,
        platform: PLATFORMS[Math.floor(next() * PLATFORMS.length)]!,
        pagePath: weighted(next, PAGES)[0],
        createdAt: at(),
      });
    }
  }
  return { pageViews, shares };
}

/**
 * What a month of traffic adds to the daily rollups and the totals (no sign-ups: those count
 * apart), each page view under its page as the triggers count it, given the published slugs.
 */
export function trafficRollups(
  traffic: SeedTraffic,
  known: KnownSlugs,
): {
  days: DailyRollup[];
  totals: Pick<RollupTotals, 'pageViews' | 'shares'>;
} {
  const days = new Map<string, DailyRollup>();
  const events: RollupEvent[] = [
    ...traffic.pageViews.map((v): RollupEvent => ({
      kind: 'page_view',
      pagePath: v.pagePath,
      at: v.createdAt,
    })),
    ...traffic.shares.map((s): RollupEvent => ({
      kind: 'share',
      platform: s.platform,
      at: s.createdAt,
    })),
  ];
  for (const event of events) {
    const delta = rollupDelta(event, known);
    let day = days.get(delta.day);
    if (!day) days.set(delta.day, (day = emptyDay(delta.day)));
    applyRollup(day, delta);
  }
  return {
    days: [...days.values()],
    totals: { pageViews: traffic.pageViews.length, shares: traffic.shares.length },
  };
}
