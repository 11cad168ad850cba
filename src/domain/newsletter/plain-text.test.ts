import { describe, expect, it } from 'vitest';
import { markdownToText } from './plain-text.ts';

describe('markdownToText', () => {
  it('keeps the words, puts links after their text and drops the markup', () => {
    const markdown = [
      '# Weekly **digest**',
      'Read [the essay](https://edge.example/essays/a) and <b>more</b>.',
      '- one\n- *two*',
      '> quoted',
      '---',
      'https://edge.example/',
    ].join('\n\n');
    expect(markdownToText(markdown)).toBe(
      [
        'Weekly digest',
        'Read the essay (https://edge.example/essays/a) and more.',
        '- one\n- two',
        '> quoted',
        '---',
        'https://edge.example/',
      ].join('\n\n') + '\n',
    );
  });
});
