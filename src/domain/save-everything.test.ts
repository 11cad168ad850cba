import { describe, expect, it } from 'vitest';
import { countByKind, planSaveEverything, type SaveCandidate } from './save-everything.ts';
import type { SavedPiece } from './saved-pieces.ts';
import type { ContentPiece, Essay, Prompt } from './types.ts';

// Only what the plan reads of a piece: its kind, slug and date.
const anEssay = (slug: string, publishedOn: string): ContentPiece => ({
  kind: 'essay',
  item: { id: slug, slug, publishedAt: new Date(publishedOn), createdAt: new Date(0) } as Essay,
});
const aPrompt = (slug: string, createdOn: string): ContentPiece => ({
  kind: 'prompt',
  item: { id: slug, slug, createdAt: new Date(createdOn) } as Prompt,
});
const candidate = (piece: ContentPiece, bytes: number): SaveCandidate => ({ piece, bytes });
const keys = (plan: { chosen: SaveCandidate[] }) => plan.chosen.map((c) => c.piece.item.slug);
const pinned = (key: string, bytes: number) =>
  ({ key, bytes, pinned: true }) as unknown as SavedPiece;

describe('planSaveEverything', () => {
  const all = [
    candidate(anEssay('old', '2026-01-01'), 300),
    candidate(aPrompt('newest', '2026-03-01'), 200),
    candidate(anEssay('middle', '2026-02-01'), 400),
  ];

  it('saves everything, newest first, when it fits, and says its size', () => {
    const plan = planSaveEverything(all, [], 1000);
    expect(keys(plan)).toEqual(['newest', 'middle', 'old']);
    expect(plan).toMatchObject({ bytes: 900, published: 3, publishedBytes: 900, room: 1000 });
  });

  it('keeps within the limit: the newest that fit, passing over one too large for what is left', () => {
    const plan = planSaveEverything(all, [], 550);
    expect(keys(plan)).toEqual(['newest', 'old']);
    expect(plan.bytes).toBe(500);
    expect(plan.publishedBytes).toBe(900);
  });

  it('leaves room for pinned pieces no longer published, not for pinned ones it refreshes', () => {
    const saved = [pinned('essay:gone', 400), pinned('essay:old', 300)];
    const plan = planSaveEverything(all, saved, 1000);
    expect(plan.room).toBe(600);
    expect(keys(plan)).toEqual(['newest', 'middle']);
  });

  it('plans nothing when nothing fits', () => {
    expect(planSaveEverything(all, [pinned('essay:gone', 5000)], 1000)).toMatchObject({
      chosen: [],
      bytes: 0,
      room: 0,
    });
  });
});

describe('countByKind', () => {
  it('names each kind with its count, and leaves out kinds with none', () => {
    const pieces = [
      anEssay('a', '2026-01-01'),
      anEssay('b', '2026-01-01'),
      aPrompt('p', '2026-01-01'),
    ];
    expect(countByKind(pieces)).toBe('2 essays and 1 prompt');
    expect(countByKind([aPrompt('p', '2026-01-01')])).toBe('1 prompt');
    expect(countByKind([])).toBe('nothing');
  });
});
