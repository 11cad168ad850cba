import { describe, expect, it } from 'vitest';
import {
  OFFLINE_FORMAT,
  formatBytes,
  savedListNote,
  savedPiecePath,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import {
  jsonBytes,
  parseSavedPiece,
  pieceImageUrls,
  piecesToEvict,
  savedItems,
} from '../../domain/saved-pieces-policy.ts';
import { essay, prompt } from '../../backend/seed/helpers.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const entry = (key: string, minute: number, bytes: number, pinned = false) => ({
  key,
  readAt: at(minute),
  bytes,
  pinned,
});

describe('piecesToEvict', () => {
  it('drops nothing while the library fits', () => {
    expect(piecesToEvict([entry('a', 1, 40), entry('b', 2, 60)], 100)).toEqual([]);
  });

  it('drops the least recently read first, only as many as needed', () => {
    const pieces = [entry('new', 9, 50), entry('old', 1, 50), entry('mid', 5, 50)];
    expect(piecesToEvict(pieces, 100)).toEqual(['old']);
    expect(piecesToEvict(pieces, 60)).toEqual(['old', 'mid']);
  });

  it('never drops a pinned piece, even when the pinned ones alone exceed the limit', () => {
    const pieces = [entry('pinned', 0, 80, true), entry('a', 1, 30), entry('b', 2, 30)];
    expect(piecesToEvict(pieces, 100)).toEqual(['a', 'b']);
    expect(piecesToEvict([entry('p', 0, 500, true)], 100)).toEqual([]);
  });

  it('keeps the piece just opened, however old its last reading was', () => {
    const pieces = [entry('opened', 0, 60), entry('b', 1, 60)];
    expect(piecesToEvict(pieces, 100, 'opened')).toEqual(['b']);
  });

  it('orders ties by key, so the result does not depend on storage order', () => {
    expect(piecesToEvict([entry('b', 1, 60), entry('a', 1, 60)], 100)).toEqual(['a']);
  });
});

const dilemma = essay({
  id: 'e1',
  title: 'The EDGE Dilemma',
  slug: 'the-edge-dilemma',
  content:
    'Text ![chart](/media/chart.svg) and <img alt="" src="https://cdn.example/a.png?x=1&amp;y=2">',
  publishedOn: '2026-01-05',
  category: 'general',
});

describe('pieceImageUrls', () => {
  it('finds the header image and every image in the text, as absolute URLs', () => {
    const piece = {
      kind: 'essay' as const,
      item: { ...dilemma, headerImageUrl: '/media/header.svg' },
    };
    expect(pieceImageUrls(piece, 'https://edge.example')).toEqual([
      'https://edge.example/media/header.svg',
      'https://edge.example/media/chart.svg',
      'https://cdn.example/a.png?x=1&y=2',
    ]);
  });

  it('ignores data URLs, script URLs and duplicates', () => {
    const item = {
      ...dilemma,
      content: '![a](data:image/png;base64,AA) ![b](javascript:alert(1)) ![c](/x.png) ![d](/x.png)',
    };
    expect(pieceImageUrls({ kind: 'essay', item }, 'https://edge.example')).toEqual([
      'https://edge.example/x.png',
    ]);
  });

  it("reads a prompt's explanatory texts, not the prompt itself", () => {
    const item = prompt({
      id: 'p1',
      title: 'Chief of staff',
      slug: 'chief-of-staff',
      description: 'd',
      category: 'edge-co-pilots',
      tags: [],
      content: '![never](/prompt-body.png)',
      aboutPrompt: '![about](/about.png)',
      howToUse: null,
      orderIndex: null,
      createdOn: '2026-01-05',
    });
    expect(pieceImageUrls({ kind: 'prompt', item }, 'https://edge.example')).toEqual([
      'https://edge.example/about.png',
    ]);
  });
});

const saved = (): SavedPiece => ({
  format: OFFLINE_FORMAT,
  key: 'essay:the-edge-dilemma',
  piece: { kind: 'essay', item: dilemma },
  images: [],
  savedAt: at(1),
  readAt: at(2),
  pinned: false,
  bytes: jsonBytes(dilemma),
});

describe('parseSavedPiece', () => {
  it('accepts a whole entry as it is', () => {
    const value = saved();
    expect(parseSavedPiece(value)).toBe(value);
    const unread = { ...saved(), unread: true };
    expect(parseSavedPiece(unread)).toBe(unread);
  });

  it.each([
    ['nothing', null],
    ['a string', 'essay:the-edge-dilemma'],
    ['another format', { ...saved(), format: 2 }],
    ['an unknown kind', { ...saved(), piece: { kind: 'video', item: dilemma } }],
    ['a key that is not its slug', { ...saved(), key: 'essay:other' }],
    ['a missing title', { ...saved(), piece: { kind: 'essay', item: { ...dilemma, title: 7 } } }],
    ['dates that are strings', { ...saved(), readAt: '2026-11-01' }],
    ['an invalid date', { ...saved(), savedAt: new Date('nope') }],
    ['a negative size', { ...saved(), bytes: -1 }],
    ['an unread mark that is not a yes or no', { ...saved(), unread: 'yes' }],
    ['images that are not URLs', { ...saved(), images: [1] }],
  ])('skips %s', (_, value) => {
    expect(parseSavedPiece(value)).toBeNull();
  });
});

describe('savedPiecePath and formatBytes', () => {
  it('opens each kind at its own page', () => {
    expect(savedPiecePath({ kind: 'essay', item: dilemma })).toBe('/essays/the-edge-dilemma');
    expect(savedPiecePath({ kind: 'dispatch', item: { ...dilemma, category: null } })).toBe(
      '/dispatches/the-edge-dilemma',
    );
  });

  it('says sizes the way people read them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(84 * 1024)).toBe('84 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

describe('savedItems and savedListNote', () => {
  const advisor = prompt({
    id: 'p1',
    title: 'Personal Advisory Board',
    slug: 'advisory-board',
    description: 'Convene it.',
    category: 'edge-co-pilots',
    tags: [],
    aboutPrompt: null,
    howToUse: null,
    content: 'Act as my board.',
    orderIndex: null,
    createdOn: '2026-01-02',
  });
  const library = [
    saved(),
    { ...saved(), key: 'prompt:advisory-board', piece: { kind: 'prompt' as const, item: advisor } },
  ];

  it('keeps the items of one kind, in the order given', () => {
    expect(savedItems(library, 'essay')).toEqual([dilemma]);
    expect(savedItems(library, 'prompt')).toEqual([advisor]);
    expect(savedItems(library, 'dispatch')).toEqual([]);
  });

  it('says why the saved items are shown: offline, or a read that failed online', () => {
    expect(savedListNote('prompts', false)).toBe(
      "You're offline. These are the prompts saved on this device.",
    );
    expect(savedListNote('essays', true)).toBe(
      "We couldn't load the latest essays. These are the ones saved on this device.",
    );
  });
});
