import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIEWS,
  GATE_TITLE,
  accessTo,
  parseContentViews,
  remainingNotice,
  withView,
  type ContentViews,
} from './free-views.ts';

const now = new Date('2026-11-22T08:00:00Z');
const viewed = (...ids: string[]): ContentViews => ({ viewedContent: ids, lastUpdated: '' });

describe('parseContentViews', () => {
  it('reads a well-formed record', () => {
    const raw = JSON.stringify({ viewedContent: ['a', 'b'], lastUpdated: 'x' });
    expect(parseContentViews(raw)).toEqual({ viewedContent: ['a', 'b'], lastUpdated: 'x' });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{nope'],
    ['JSON null', 'null'],
    ['a number', '5'],
    ['viewedContent not a list', '{"viewedContent":"a"}'],
    ['ids that are not strings', '{"viewedContent":[1,2]}'],
    ['a list at the top', '["a","b"]'],
  ])('ignores a corrupt record: %s', (_, raw) => {
    expect(parseContentViews(raw)).toEqual(EMPTY_VIEWS);
  });

  it('collapses duplicate ids, so a tampered record cannot count one piece twice', () => {
    expect(parseContentViews('{"viewedContent":["a","a","b"]}').viewedContent).toEqual(['a', 'b']);
  });
});

describe('accessTo', () => {
  it('opens the first five distinct pieces and gates the sixth', () => {
    let views = EMPTY_VIEWS;
    for (const id of ['1', '2', '3', '4', '5']) {
      expect(accessTo(views, id, false).open).toBe(true);
      views = withView(views, id, now);
    }
    expect(accessTo(views, '6', false)).toEqual({ open: false });
  });

  it('keeps already viewed pieces open after the limit', () => {
    const views = viewed('1', '2', '3', '4', '5');
    expect(accessTo(views, '3', false)).toEqual({ open: true, remaining: 0 });
  });

  it('never gates a confirmed subscriber', () => {
    const views = viewed('1', '2', '3', '4', '5', '6', '7');
    expect(accessTo(views, '8', true)).toEqual({ open: true, remaining: null });
  });

  it('counts what remains once this piece is read', () => {
    expect(accessTo(EMPTY_VIEWS, 'a', false)).toEqual({ open: true, remaining: 4 });
    expect(accessTo(viewed('a'), 'a', false)).toEqual({ open: true, remaining: 4 });
    expect(accessTo(viewed('1', '2', '3'), 'a', false)).toEqual({ open: true, remaining: 1 });
  });
});

describe('withView', () => {
  it('records an id once, with the time', () => {
    const once = withView(EMPTY_VIEWS, 'a', now);
    expect(once).toEqual({ viewedContent: ['a'], lastUpdated: now.toISOString() });
    expect(withView(once, 'a', new Date())).toBe(once);
  });
});

describe('texts', () => {
  it('says how many free views remain only when one or none is left', () => {
    expect(remainingNotice({ open: true, remaining: 2 })).toBeNull();
    expect(remainingNotice({ open: true, remaining: 1 })).toBe('You have 1 free view(s) remaining');
    expect(remainingNotice({ open: true, remaining: 0 })).toBe('You have 0 free view(s) remaining');
    expect(remainingNotice({ open: true, remaining: null })).toBeNull();
    expect(remainingNotice({ open: false })).toBeNull();
  });

  it('states the limit of 5 in the gate (DECISIONS.md)', () => {
    expect(GATE_TITLE).toBe("You've reached your free content limit (5 pieces)");
  });
});
