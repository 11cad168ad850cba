import { BRAND_NAME } from '../external-links.ts';
import { PROMPT_ENGINEERING_PATH } from '../site-paths.ts';
import { DAY_MS } from '../calendar.ts';
import type { Essay, Prompt } from '../types.ts';

/** admin-cms.md section 9: the window, the card's length and the description fallback. */
export const NEWSLETTER_LIMITS = {
  recentDays: 30,
  cardItems: 5,
  descriptionFallback: 150,
} as const;

/** Section 5's validation messages. */
export const NEWSLETTER_TITLE_REQUIRED = 'Please enter a newsletter title';
export const NEWSLETTER_NO_CONTENT = 'No content selected for the newsletter';

/** A piece the composer offers (admin-cms.md section 3: "Newsletter selectable item"). */
export interface NewsletterItem {
  id: string;
  title: string;
  description: string;
  type: 'article' | 'resource';
  createdAt: Date;
  /** Absolute: the e-mail links to it. */
  url: string;
}

/** How the composer labels each type. */
export const NEWSLETTER_ITEM_LABELS: Record<NewsletterItem['type'], string> = {
  article: 'Essay',
  resource: 'AI Prompt',
};

/** An essay's description: its excerpt, else the first 150 characters of its text and '...'. */
export function essayDescription(essay: Pick<Essay, 'excerpt' | 'content'>): string {
  const excerpt = essay.excerpt?.trim();
  if (excerpt) return excerpt;
  const text = essay.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${text.slice(0, NEWSLETTER_LIMITS.descriptionFallback)}...`;
}

const absolute = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * Published essays and active prompts of the last 30 days, newest first: what a newsletter may
 * feature. An essay counts from its publication, a prompt from its creation.
 */
export function recentNewsletterItems(
  essays: readonly Essay[],
  prompts: readonly Prompt[],
  now: Date,
  siteUrl: string,
): NewsletterItem[] {
  const since = now.getTime() - NEWSLETTER_LIMITS.recentDays * DAY_MS;
  const items: NewsletterItem[] = [];
  for (const essay of essays) {
    const at = essay.publishedAt ?? essay.createdAt;
    if (essay.status !== 'published' || at.getTime() < since) continue;
    const path =
      essay.slug === 'prompt-engineering' ? PROMPT_ENGINEERING_PATH : `/essays/${essay.slug}`;
    items.push({
      id: essay.id,
      title: essay.title,
      description: essayDescription(essay),
      type: 'article',
      createdAt: at,
      url: absolute(siteUrl, path),
    });
  }
  for (const prompt of prompts) {
    if (prompt.status !== 'active' || prompt.createdAt.getTime() < since) continue;
    items.push({
      id: prompt.id,
      title: prompt.title,
      description: prompt.description,
      type: 'resource',
      createdAt: prompt.createdAt,
      url: absolute(siteUrl, `/prompts/detail/${prompt.slug}`),
    });
  }
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Text that stays literal inside Markdown link text. */
const linkText = (text: string) => text.replace(/([\\[\]*_`])/g, '\\$1');
/** A URL that cannot end a Markdown link early. */
const linkTarget = (url: string) =>
  url.replace(
    /[()<>\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

function section(heading: string, items: readonly NewsletterItem[]): string[] {
  if (items.length === 0) return [];
  return [
    `## ${heading}`,
    ...items.flatMap((item) => [
      `### [${linkText(item.title)}](${linkTarget(item.url)})`,
      item.description,
    ]),
  ];
}

/**
 * The newsletter's Markdown (admin-cms.md: title as heading, optional intro, sections for new
 * essays and new AI prompts with links, and a sign-off). The preview shows exactly this, and it
 * is what is sent.
 */
export function newsletterMarkdown(input: {
  title: string;
  intro: string;
  items: readonly NewsletterItem[];
}): string {
  const blocks = [
    `# ${input.title.trim()}`,
    ...(input.intro.trim() ? [input.intro.trim()] : []),
    ...section(
      'New Essays',
      input.items.filter((item) => item.type === 'article'),
    ),
    ...section(
      'New AI Prompts',
      input.items.filter((item) => item.type === 'resource'),
    ),
    '---',
    `Thank you for reading. Until next week,\n\nThe ${BRAND_NAME} team`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
