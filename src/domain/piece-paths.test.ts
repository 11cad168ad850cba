import { describe, expect, it } from 'vitest';
import { pieceAtPath, piecePaths } from './piece-paths.ts';

describe("a piece's addresses", () => {
  it.each([
    ['/essays/the-edge-dilemma', { kind: 'essay', slug: 'the-edge-dilemma' }],
    ['/dispatches/dispatch-38', { kind: 'dispatch', slug: 'dispatch-38' }],
    [
      '/prompts/detail/build-an-ai-chief-of-staff',
      { kind: 'prompt', slug: 'build-an-ai-chief-of-staff' },
    ],
    ['/engineering/prompt-engineering', { kind: 'essay', slug: 'prompt-engineering' }],
    ['/the-edge-dilemma', { kind: 'any', slug: 'the-edge-dilemma' }],
  ])('reads %s as a piece', (path, piece) => {
    expect(pieceAtPath(path)).toEqual(piece);
  });

  it.each([
    '/',
    '/offline',
    '/auth',
    '/admin',
    '/admin/essays',
    '/prompts/edge-co-pilots',
    '/engineering/context-engineering',
    '/five-capabilities',
    '/essays/Not_A_Slug',
    '/a/b/c',
  ])('reads %s as no piece', (path) => {
    expect(pieceAtPath(path)).toBeNull();
  });

  it('lists its own address first, then /{slug}', () => {
    expect(piecePaths('dispatch', 'x')).toEqual(['/dispatches/x', '/x']);
    expect(piecePaths('essay', 'prompt-engineering')).toEqual([
      '/engineering/prompt-engineering',
      '/prompt-engineering',
    ]);
  });
});
