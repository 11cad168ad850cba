import { Flex, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SHARE_PLATFORMS, shareHref, type SharePlatform } from '../../domain/share-links.ts';
import { copyWithToast } from '../clipboard.ts';
import { useSiteOrigin } from '../site-origin.ts';
import { SHARE_ICONS } from './share-icons.tsx';

/** How long the copy button shows its check mark (public-site.md section 9). */
export const COPY_CONFIRMATION_MS = 2000;

/** What a visitor shared through: a platform, or the copy-link button. */
export type ShareChannel = SharePlatform | 'copy-link';

/**
 * Share buttons for one page: LinkedIn, X, e-mail, WhatsApp and copy link. `path` is the
 * site-relative address shared (e.g. '/essays/x' or '/?card=navigator'); `onShare` hears of every
 * click, with its channel (the share feature records them).
 */
export function ShareButtons(props: {
  path: string;
  title: string;
  label?: string;
  onShare: (channel: ShareChannel) => void;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const url = new URL(props.path, useSiteOrigin()).toString();

  const copy = async () => {
    props.onShare('copy-link');
    if (!(await copyWithToast(url, 'Link copied to clipboard', 'Failed to copy link'))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  const label = props.label ?? 'Share';
  return (
    <Flex role="group" aria-label={`${label}: ${props.title}`} align="center" gap="1" wrap="wrap">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" me="1" aria-hidden="true">
        {label}
      </Text>
      {SHARE_PLATFORMS.map((p) => (
        <IconButton key={p.id} asChild variant="ghost" size="sm" aria-label={p.label}>
          <a
            href={shareHref(p.id, url, props.title)}
            target={p.id === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={() => props.onShare(p.id)}
          >
            {SHARE_ICONS[p.id]}
          </a>
        </IconButton>
      ))}
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={copied ? 'Link copied' : 'Copy link'}
        onClick={() => void copy()}
        color={copied ? 'green.700' : undefined}
      >
        {copied ? SHARE_ICONS.check : SHARE_ICONS.link}
      </IconButton>
    </Flex>
  );
}
