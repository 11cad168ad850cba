import { describe, expect, it } from 'vitest';
import { parseContentFile } from './content-file.ts';

describe('parseContentFile', () => {
  it('reads the JSON front matter and the Markdown after it', () => {
    const file = parseContentFile<{ title: string; tags: string[] }>(
      '---\n{\n  "title": "The EDGE Dilemma",\n  "tags": ["leadership"]\n}\n---\n\n# Hello\n\nWorld\n',
      'the-edge-dilemma.md',
    );
    expect(file.meta).toEqual({ title: 'The EDGE Dilemma', tags: ['leadership'] });
    expect(file.body).toBe('\n# Hello\n\nWorld\n');
    expect(file.bodyOffset).toBe(6);
  });

  it('reads files saved with Windows line endings the same', () => {
    const file = parseContentFile<{ a: number }>('---\r\n{"a": 1}\r\n---\r\nText\r\n', 'x.md');
    expect(file).toEqual({ meta: { a: 1 }, body: 'Text\n', bodyOffset: 3 });
  });

  it('names the file when the front matter is missing or is not JSON', () => {
    expect(() => parseContentFile('# Just Markdown', 'guide.md')).toThrow(
      'guide.md: no front matter (a --- line, JSON, a --- line)',
    );
    expect(() => parseContentFile('---\ntitle: YAML\n---\nText', 'guide.md')).toThrow(
      /^guide\.md: the front matter is not JSON/,
    );
  });
});
