import { parseContentFile } from './content-file.ts';

/** What a guide's front matter says (features/guides/content/*.md). */
export interface GuideMeta {
  /** The page's own address. */
  path: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The meta description. */
  description: string;
  minutes: number;
  /** The page offered last under 'Keep going'. */
  related: { to: string; label: string; text: string };
}

/** An example prompt or brief: shown in a box, copied with a button unless it is a weak one. */
export interface GuideExample {
  kind: 'example';
  label: string;
  text: string;
  tone: 'weak' | 'strong';
  /** The copy button's label (none: no button). */
  copyLabel?: string;
  /** The toast after a copy, when not the default one. */
  copied?: string;
}

/** A stretch of Markdown between examples. */
export interface GuideText {
  kind: 'text';
  markdown: string;
}

export interface GuideSection {
  id: string;
  title: string;
  blocks: (GuideText | GuideExample)[];
}

export interface Guide {
  meta: GuideMeta;
  sections: GuideSection[];
}

// `## Title {#id}` starts a section; ```example label="..." tone="weak" copy="..." copied="..."
// opens an example that the next ``` closes.
const SECTION = /^## (.+?) \{#([a-z0-9-]+)\}$/;
const EXAMPLE = /^```example(?:\s+(.*))?$/;
const FENCE = /^(```|~~~)/;

function exampleOf(attributes: string, text: string, where: string): GuideExample {
  const attrs = Object.fromEntries(
    [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  if (!attrs.label) throw new Error(`${where}: an example needs a label="..."`);
  if (attrs.tone && attrs.tone !== 'weak' && attrs.tone !== 'strong') {
    throw new Error(`${where}: an example's tone is "weak" or "strong", not "${attrs.tone}"`);
  }
  return {
    kind: 'example',
    label: attrs.label,
    text,
    tone: attrs.tone === 'weak' ? 'weak' : 'strong',
    ...(attrs.copy ? { copyLabel: attrs.copy } : {}),
    ...(attrs.copied ? { copied: attrs.copied } : {}),
  };
}

/**
 * Reads a guide: front matter, then sections (`## Title {#id}`), each a run of Markdown and
 * examples. The Markdown is rendered like an essay's (RichContent); sections and examples are
 * the guide page's own parts. Errors name the file and line.
 */
export function parseGuide(text: string, name: string): Guide {
  const { meta, body, bodyOffset } = parseContentFile<GuideMeta>(text, name);
  const at = (index: number) => `${name}, line ${bodyOffset + index + 1}`;
  const sections: GuideSection[] = [];
  let lines: string[] = [];
  let example: { attributes: string; lines: string[]; index: number } | null = null;
  let fenced = false;
  const flush = () => {
    const markdown = lines.join('\n').trim();
    lines = [];
    if (!markdown) return;
    const section = sections.at(-1);
    if (!section) throw new Error(`${name}: text before the first section (## Title {#id})`);
    section.blocks.push({ kind: 'text', markdown });
  };
  for (const [i, line] of body.split('\n').entries()) {
    if (example) {
      if (line.trim() === '```') {
        const { attributes, lines: exampleLines, index } = example;
        sections.at(-1)?.blocks.push(exampleOf(attributes, exampleLines.join('\n'), at(index)));
        example = null;
      } else example.lines.push(line);
      continue;
    }
    const heading = fenced ? null : SECTION.exec(line);
    const opening = fenced ? null : EXAMPLE.exec(line);
    if (heading) {
      flush();
      sections.push({ title: heading[1] ?? '', id: heading[2] ?? '', blocks: [] });
    } else if (opening) {
      flush();
      if (!sections.length) throw new Error(`${at(i)}: an example before the first section`);
      example = { attributes: opening[1] ?? '', lines: [], index: i };
    } else {
      if (FENCE.test(line.trim())) fenced = !fenced;
      lines.push(line);
    }
  }
  if (example) throw new Error(`${at(example.index)}: this example is never closed`);
  flush();
  return { meta, sections };
}
