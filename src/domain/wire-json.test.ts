import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire-json.ts';

describe('toWire / fromWire', () => {
  it('carries Dates through JSON, nested in objects and arrays', () => {
    const value = {
      item: { title: 'A', publishedAt: new Date('2025-10-14T08:00:00.000Z'), tags: ['x'] },
      pages: [{ at: new Date(0) }, null, 3, 'text'],
    };
    const back = fromWire(JSON.parse(JSON.stringify(toWire(value))));
    expect(back).toEqual(value);
    expect((back as typeof value).item.publishedAt).toBeInstanceOf(Date);
  });

  it('drops undefined fields as JSON does, and keeps lookalikes that are not a lone $date', () => {
    expect(toWire({ a: undefined, b: 1 })).toEqual({ b: 1 });
    const lookalike = { $date: '2025-01-01', other: true };
    expect(fromWire(lookalike)).toEqual(lookalike);
    expect(fromWire({ $date: 5 })).toEqual({ $date: 5 });
  });
});
