import { describe, expect, it } from 'vitest';
import { toDocument } from '../../domain/entities/entity.ts';
import { dispatchEntity, essayEntity } from '../../domain/entities/longform.ts';
import { promptEntity } from '../../domain/entities/prompt.ts';
import { subscriberEntity } from '../../domain/entities/visitor.ts';
import {
  DEMO_ACCOUNTS,
  seedDispatches,
  seedEssays,
  seedPrompts,
  seedSubscribers,
} from './index.ts';

const CATEGORY_FILTERS: Record<string, string[]> = {
  'edge-signals': ['market-trends', 'scanning', 'signals'],
  'edge-co-pilots': ['chief-of-staff', 'coaching', 'advisory'],
  'edge-states': ['diagnostic', 'assessment', 'leadership-state'],
  edgecraft: ['meetings', 'decisions', 'communications', 'planning'],
  edgeprint: ['storytelling', 'keynotes', 'influence', 'narrative'],
  'edge-charter': ['vision', 'strategy', 'purpose', 'values'],
};
const CUTOFF = new Date('2026-11-01T00:00:00.000Z');

describe('seed content', () => {
  const published = seedEssays.filter((e) => e.status === 'published');

  it('has at least eight published essays dated before November 2026', () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const essay of published) {
      expect(essay.publishedAt).toBeInstanceOf(Date);
      expect(essay.publishedAt!.getTime()).toBeLessThan(CUTOFF.getTime());
    }
  });

  it('has the named essays the home page and routes look for', () => {
    expect(published.some((e) => e.title === 'The EDGE Dilemma')).toBe(true);
    const promptEngineering = published.find((e) => e.slug === 'prompt-engineering');
    expect(promptEngineering?.category).toBe('prompt-engineering');
    expect(published.some((e) => e.category === 'context-engineering')).toBe(true);
    const eie = published
      .filter((e) => e.title.includes('Executive Intelligence Engineering'))
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
    expect(eie[0]?.id).toBe('essay-eie-playbook');
  });

  it('has two drafts with no publication date', () => {
    const drafts = seedEssays.filter((e) => e.status === 'draft');
    expect(drafts).toHaveLength(2);
    expect(drafts.every((d) => d.publishedAt === null)).toBe(true);
    expect(drafts.map((d) => d.slug)).toContain('draft-board-briefing');
  });

  it('mixes stored and estimated reading times, authors and featured flags', () => {
    expect(published.some((e) => e.readingTime === null)).toBe(true);
    expect(published.some((e) => e.readingTime !== null)).toBe(true);
    expect(published.some((e) => e.authorName === null)).toBe(true);
    expect(published.some((e) => e.featured)).toBe(true);
  });

  it('has four published dispatches tagged dispatch', () => {
    const dispatches = seedDispatches.filter((d) => d.status === 'published');
    expect(dispatches).toHaveLength(4);
    for (const d of dispatches) {
      expect(d.tags).toContain('dispatch');
      expect(d.category).toEqual({ name: 'Dispatches', slug: 'dispatches' });
    }
  });

  it('has eighteen active prompts, at least two in each of the six categories', () => {
    expect(seedPrompts).toHaveLength(18);
    expect(seedPrompts.every((p) => p.status === 'active' && p.type === 'prompt')).toBe(true);
    for (const [category, filters] of Object.entries(CATEGORY_FILTERS)) {
      const inCategory = seedPrompts.filter((p) => p.tags.includes(category));
      expect(inCategory.length, category).toBeGreaterThanOrEqual(2);
      for (const p of inCategory)
        expect(
          p.tags.some((t) => filters.includes(t)),
          p.id,
        ).toBe(true);
    }
  });

  it('tags every prompt with exactly one category key and gives it real content', () => {
    for (const p of seedPrompts) {
      const keys = p.tags.filter((t) => t in CATEGORY_FILTERS);
      expect(keys, p.id).toHaveLength(1);
      expect(p.content.length, p.id).toBeGreaterThanOrEqual(400);
      expect(p.content.length, p.id).toBeLessThanOrEqual(2500);
    }
    expect(seedPrompts.some((p) => p.orderIndex === null)).toBe(true);
    expect(seedPrompts.filter((p) => p.featured).length).toBeGreaterThan(4);
  });

  it('has a chief-of-staff prompt for the carousel', () => {
    const prompt = seedPrompts.find((p) => p.title === 'Build an AI Chief of Staff');
    expect(prompt?.description.toLowerCase()).toContain('chief of staff');
    expect(prompt?.content.length).toBeGreaterThan(0);
  });

  it('uses slugs and ids that are unique across essays, dispatches and prompts', () => {
    const all = [...seedEssays, ...seedDispatches, ...seedPrompts];
    expect(new Set(all.map((item) => item.slug)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const { slug } of all) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a confirmed subscriber with the reader account e-mail', () => {
    const reader = seedSubscribers.find((s) => s.email === DEMO_ACCOUNTS.reader.email);
    expect(reader?.status).toBe('confirmed');
    const statuses = new Set(seedSubscribers.map((s) => s.status));
    expect([...statuses].sort()).toEqual(['bounced', 'confirmed', 'pending', 'unsubscribed']);
  });

  it('links only to prompts and pages that exist', () => {
    const bodies = [...seedEssays, ...seedDispatches, ...seedPrompts].map((item) => item.content);
    const promptSlugs = new Set(seedPrompts.map((p) => p.slug));
    for (const body of bodies) {
      for (const [, slug] of body.matchAll(/\]\(\/prompts\/detail\/([^)]+)\)/g)) {
        expect(promptSlugs.has(slug!), slug).toBe(true);
      }
      for (const [, category] of body.matchAll(/\]\(\/prompts\/([a-z-]+)\)/g)) {
        expect(category! in CATEGORY_FILTERS, category).toBe(true);
      }
    }
  });
});

describe('seed content and the entity schemas', () => {
  it('passes the schemas the Firestore rules agree with, field limits included', () => {
    for (const essay of seedEssays) expect(() => toDocument(essayEntity, essay)).not.toThrow();
    for (const dispatch of seedDispatches) {
      expect(() => toDocument(dispatchEntity, dispatch)).not.toThrow();
    }
    for (const prompt of seedPrompts) expect(() => toDocument(promptEntity, prompt)).not.toThrow();
    for (const subscriber of seedSubscribers) {
      expect(() => toDocument(subscriberEntity, subscriber)).not.toThrow();
    }
  });
});
