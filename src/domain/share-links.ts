import { BRAND_NAME, EXTERNAL_LINKS } from './external-links.ts';

/**
 * Every platform a share is recorded under in social_shares: the share targets below, the
 * copy-link button, the device's own share sheet (Web Share API) and the AI assistants a prompt
 * opens in (assistant-links.ts). The server accepts these and nothing else. The CMS's analytics
 * name each with its dashes as spaces ('share sheet'), so they are written that way round.
 */
export const RECORDED_SHARE_PLATFORMS = [
  'linkedin',
  'x',
  'email',
  'whatsapp',
  'copy-link',
  'share-sheet',
  'chatgpt',
  'claude',
] as const;

export type RecordedSharePlatform = (typeof RECORDED_SHARE_PLATFORMS)[number];

/** The share targets, in the order they are offered; `id` is the platform recorded in social_shares. */
export const SHARE_PLATFORMS = [
  { id: 'linkedin', label: 'Share on LinkedIn' },
  { id: 'x', label: 'Share on X' },
  { id: 'email', label: 'Share by email' },
  { id: 'whatsapp', label: 'Share on WhatsApp' },
] as const satisfies ReadonlyArray<{ id: RecordedSharePlatform; label: string }>;

export type SharePlatform = (typeof SHARE_PLATFORMS)[number]['id'];

/** The e-mail subject of a shared piece (public-site.md, share options). */
export const SHARE_EMAIL_SUBJECT = `Thought you'd value this from ${BRAND_NAME}`;

/** Where each share button points for this absolute `url` and `title`. */
export function shareHref(platform: SharePlatform, url: string, title: string): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (platform) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`;
    case 'x':
      return `https://twitter.com/intent/tweet?${q({ text: title, url, via: EXTERNAL_LINKS.xVia })}`;
    case 'email':
      // mailto wants %20 for spaces, not '+'.
      return `mailto:?subject=${encodeURIComponent(SHARE_EMAIL_SUBJECT)}&body=${encodeURIComponent(
        `${title}\n\n${url}`,
      )}`;
    case 'whatsapp':
      return `https://wa.me/?${q({ text: `${title} ${url}` })}`;
  }
}
