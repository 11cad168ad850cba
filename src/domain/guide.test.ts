import { describe, expect, it } from 'vitest';
import { parseGuide } from './guide.ts';

const META = {
  path: '/engineering/x',
  eyebrow: 'Guide · X',
  title: 'X',
  lead: 'Lead.',
  description: 'About X.',
  minutes: 3,
  related: { to: '/y', label: 'Y', text: 'Then Y.' },
};
const guide = (body: string) => `---\n${JSON.stringify(META)}\n---\n\n${body}`;

describe('parseGuide', () => {
  it('splits the text into sections with their anchors, Markdown and examples in order', () => {
    const parsed = parseGuide(
      guide(
        [
          '## Why it matters {#why}',
          '',
          'First **point**.',
          '',
          '- a',
          '- b',
          '',
          '```example label="Before: cold" tone="weak"',
          'Write a strategy.',
          '```',
          '',
          'After the example.',
          '',
          '## Template {#template}',
          '',
          '```example label="A template" copy="Copy template" copied="Template copied to clipboard"',
          '# Purpose',
          '',
          '## Not a section inside an example {#no}',
          '```',
        ].join('\n'),
      ),
      'x.md',
    );
    expect(parsed.meta).toEqual(META);
    expect(parsed.sections).toEqual([
      {
        id: 'why',
        title: 'Why it matters',
        blocks: [
          { kind: 'text', markdown: 'First **point**.\n\n- a\n- b' },
          { kind: 'example', label: 'Before: cold', tone: 'weak', text: 'Write a strategy.' },
          { kind: 'text', markdown: 'After the example.' },
        ],
      },
      {
        id: 'template',
        title: 'Template',
        blocks: [
          {
            kind: 'example',
            label: 'A template',
            tone: 'strong',
            copyLabel: 'Copy template',
            copied: 'Template copied to clipboard',
            text: '# Purpose\n\n## Not a section inside an example {#no}',
          },
        ],
      },
    ]);
  });

  it('leaves other code fences in the Markdown, headings inside them included', () => {
    const parsed = parseGuide(guide('## A {#a}\n\n```text\n## B {#b}\n```\n'), 'x.md');
    expect(parsed.sections).toHaveLength(1);
    expect(parsed.sections[0]?.blocks).toEqual([
      { kind: 'text', markdown: '```text\n## B {#b}\n```' },
    ]);
  });

  it('names the file and the line of what it cannot read', () => {
    expect(() => parseGuide(guide('Loose text.\n\n## A {#a}\n'), 'x.md')).toThrow(
      'x.md: text before the first section (## Title {#id})',
    );
    expect(() => parseGuide(guide('## A {#a}\n\n```example label="L"\nText\n'), 'x.md')).toThrow(
      'x.md, line 7: this example is never closed',
    );
    expect(() => parseGuide(guide('## A {#a}\n```example tone="weak"\nT\n```'), 'x.md')).toThrow(
      'x.md, line 6: an example needs a label="..."',
    );
    expect(() =>
      parseGuide(guide('## A {#a}\n```example label="L" tone="bold"\nT\n```'), 'x.md'),
    ).toThrow(`x.md, line 6: an example's tone is "weak" or "strong", not "bold"`);
  });
});
