/** A content file: its front matter (JSON between two `---` lines) and its Markdown body. */
export interface ContentFile<Meta> {
  meta: Meta;
  body: string;
  /** How many lines of the file come before the body (for messages that name a line). */
  bodyOffset: number;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Reads a content file (seed pieces, guides): JSON front matter, so no YAML parser ships, then
 * Markdown. The caller says what the front matter holds; `name` goes into the error messages.
 */
export function parseContentFile<Meta>(text: string, name: string): ContentFile<Meta> {
  const normalised = text.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(normalised);
  if (!match) throw new Error(`${name}: no front matter (a --- line, JSON, a --- line)`);
  try {
    // The shape is the caller's to state: content files are ours, and their tests read them.
    const meta = JSON.parse(match[1] ?? '') as Meta;
    const bodyOffset = match[0].split('\n').length - 1;
    return { meta, body: normalised.slice(match[0].length), bodyOffset };
  } catch (error) {
    throw new Error(`${name}: the front matter is not JSON (${(error as Error).message})`);
  }
}
